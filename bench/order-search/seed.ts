import { sql, type SQL } from "drizzle-orm";

/** What a merchant types into the order search: a part of an e-mail, a surname, a part of a name, a full address. */
export const SEARCHES = ["quinn", "Ó Briain", "ella", "fiadh.walsh42@example.ie"];

const FIRST = ["Aoife", "Ciara", "Fiadh", "Ella", "Saoirse", "Niamh", "Conor", "Darragh", "Oisín", "Seán", "Liam", "Cian"];
const LAST = ["Murphy", "Kelly", "Walsh", "Byrne", "Ryan", "Quinn", "Ó Briain", "Doyle", "McCarthy", "Nolan", "Brennan", "Lynch"];
const DOMAINS = ["example.ie", "example.com", "mail.example.org"];

const arrayOf = (words: string[]) => sql.raw(`array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(", ")}]`);

/**
 * `size` orders over the last two years, every name a pair from the lists above and every e-mail made
 * of it (first.last + a number), so a search for a name part matches a few percent of them, as in a shop.
 */
export function seedOrdersSql(size: number): SQL[] {
  return [
    sql`
      insert into orders (number, status, email, billing_address, shipping_address, subtotal, discount_total, shipping_total, tax_total,
                          total, prices_include_tax, key, idempotency_key, created_at)
      select 'B' || i, 'completed', lower(replace(first, ' ', '') || '.' || replace(replace(last, ' ', ''), 'Ó', 'o') || i % 100) || '@' || domain,
             jsonb_build_object('firstName', first, 'lastName', last, 'country', 'IE'), '{}'::jsonb,
             1000 + i % 9000, 0, 495, 0, 1495 + i % 9000, true, 'bench_' || i, 'bench-' || i,
             now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute'
      from (
        select i,
               (${arrayOf(FIRST)})[1 + (i * 7) % ${FIRST.length}] as first,
               (${arrayOf(LAST)})[1 + (i * 13 / 3) % ${LAST.length}] as last,
               (${arrayOf(DOMAINS)})[1 + i % ${DOMAINS.length}] as domain
        from generate_series(1, ${size}) as i
      ) as people`,
  ];
}
