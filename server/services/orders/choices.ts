import { and, asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/kit/index.ts";
import { customers, products, variations } from "../../db/schema/index.ts";
import { readAddresses, type SavedAddresses } from "../customers/addresses.ts";

/** How many catalogue entries the phone-order form offers (the shop's whole range, by name). */
export const DRAFT_CHOICE_LIMIT = 1_000;

export type ProductChoice = { value: string; label: string };

/** What a phone order can hold: published simple products (`p:<id>`) and enabled variations (`v:<id>`). */
export async function productChoices(q: Queryable): Promise<ProductChoice[]> {
  const simple = await q
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(and(eq(products.status, "publish"), eq(products.type, "simple")))
    .orderBy(asc(products.name))
    .limit(DRAFT_CHOICE_LIMIT);
  const variable = await q
    .select({
      id: variations.id,
      name: products.name,
      sku: sql<string | null>`coalesce(${variations.sku}, ${products.sku})`,
      attributes: variations.attributes,
    })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(and(eq(products.status, "publish"), eq(variations.enabled, true)))
    .orderBy(asc(products.name), asc(variations.id))
    .limit(DRAFT_CHOICE_LIMIT);
  const label = (name: string, sku: string | null, extra = "") => `${name}${extra}${sku ? ` (${sku})` : ""}`;
  return [
    ...simple.map((row) => ({ value: `p:${row.id}`, label: label(row.name, row.sku) })),
    ...variable.map((row) => ({ value: `v:${row.id}`, label: label(row.name, row.sku, ` — ${Object.values(row.attributes ?? {}).join(", ")}`) })),
  ].sort((a, b) => a.label.localeCompare(b.label));
}

/** The variation's product, for a `v:<id>` choice. */
export async function productOfVariation(q: Queryable, variationId: number): Promise<number | null> {
  const [row] = await q.select({ productId: variations.productId }).from(variations).where(eq(variations.id, variationId)).limit(1);
  return row?.productId ?? null;
}

/** The customer with this e-mail and their saved addresses, to prefill a phone order. */
export async function customerForEmail(q: Queryable, email: string): Promise<{ id: number; name: string; addresses: SavedAddresses } | null> {
  const [row] = await q
    .select({ id: customers.id, first: customers.firstName, last: customers.lastName })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email.trim()})`)
    .limit(1);
  if (!row) return null;
  return { id: row.id, name: `${row.first} ${row.last}`.trim(), addresses: await readAddresses(q, row.id) };
}
