import { sql, type SQL } from "drizzle-orm";
import type { SortKey } from "../../../domain/catalog/types.ts";
import { relevanceOrder } from "./search.ts";

/**
 * ORDER BY terms per sort key. Each ends with the id so equal values page stably, and runs the same way
 * as one of the listing indexes (server/db/schema/catalog.ts), which PostgreSQL can then read in order
 * and stop after one page. The rating sort breaks ties on the number of ratings.
 */
const SORT_ORDER: Record<SortKey, SQL[]> = {
  default: [sql`products.featured DESC`, sql`products.created_at DESC`, sql`products.id DESC`],
  popularity: [sql`products.total_sales DESC`, sql`products.id DESC`],
  rating: [sql`products.average_rating DESC`, sql`products.rating_count DESC`, sql`products.id DESC`],
  date: [sql`products.created_at DESC`, sql`products.id DESC`],
  price: [sql`products.price_min ASC`, sql`products.id ASC`],
  "price-desc": [sql`products.price_max DESC`, sql`products.id DESC`],
};

/** With search terms the default order is relevance, newest first among equals. */
export function listingOrder(sort: SortKey, search: string | undefined): SQL[] {
  if (sort === "default" && search !== undefined) {
    return [...relevanceOrder(search), sql`products.created_at DESC`, sql`products.id DESC`];
  }
  return SORT_ORDER[sort];
}
