import { asc, desc, ilike, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/kit/index.ts";
import { customers, orders, products } from "../../db/schema/index.ts";

/** How many of each kind the admin's search lists. */
export const SEARCH_RESULTS_PER_KIND = 10;
/** Longer searches are typing mistakes or probes; the text is cut to this. */
export const SEARCH_TEXT_MAX = 100;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin's global search: orders by number or e-mail, products by name or SKU, customers by e-mail or
 * name. A short list of each, newest or alphabetical; no text, no results.
 */
export async function adminSearch(q: Queryable, text: string) {
  const term = text.trim().slice(0, SEARCH_TEXT_MAX);
  if (term === "") return { orders: [], products: [], customers: [] };
  const like = likeOf(term);
  const number = term.replace(/^#/, "");
  const foundOrders = await q
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      placedAt: orders.createdAt,
    })
    .from(orders)
    .where(or(ilike(orders.number, likeOf(number)), ilike(orders.email, like)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SEARCH_RESULTS_PER_KIND);
  const foundProducts = await q
    .select({ id: products.id, name: products.name, sku: products.sku, status: products.status })
    .from(products)
    .where(or(ilike(products.name, like), ilike(products.sku, like)))
    .orderBy(asc(products.name))
    .limit(SEARCH_RESULTS_PER_KIND);
  const foundCustomers = await q
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(or(ilike(customers.email, like), ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like), ilike(customers.displayName, like)))
    .orderBy(asc(customers.email))
    .limit(SEARCH_RESULTS_PER_KIND);
  return { orders: foundOrders, products: foundProducts, customers: foundCustomers };
}

export type AdminSearchResults = Awaited<ReturnType<typeof adminSearch>>;
