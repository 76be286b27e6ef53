import { sql } from "drizzle-orm";
import type { PriceRange } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { and, type ListingConditions, termFilterCondition } from "./listing-conditions.ts";
import { sqlRows } from "./sql-rows.ts";

export type ListingStats = { total: number; priceBounds: PriceRange };

/**
 * The listing's total and its price bounds in one pass. The bounds ignore the price filter (they are
 * what the price inputs offer); the total applies it through FILTER.
 */
export async function queryListingStats(db: Db, conditions: ListingConditions): Promise<ListingStats> {
  const withoutPrice = and([conditions.scope, ...conditions.filters.map(termFilterCondition)]);
  const [row] = await sqlRows<{ total: number; min: number | null; max: number | null }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${conditions.price ?? sql`true`})::int AS total,
          min(products.price_min)::int AS min,
          max(products.price_max)::int AS max
        FROM products
        WHERE ${withoutPrice}`,
  );
  return { total: row?.total ?? 0, priceBounds: { min: row?.min ?? 0, max: row?.max ?? 0 } };
}
