import { and, eq, sql } from "drizzle-orm";
import { products, variations } from "../../db/schema/index.ts";

/**
 * SQL twin of domain/cart/availability.ts `removalReason(line) === null` ("can this line still be
 * bought"), over `products` joined with the line's `variations` row (left join: null for a line without
 * one). Queries that must skip removed lines without reading them (the header's cart count) use it;
 * buyable-sql.test.ts proves the two agree on every case.
 */
export const lineIsBuyable = and(
  eq(products.status, "publish"),
  sql`(${variations.id} is null or (${variations.enabled} and ${variations.purchasable} and ${variations.stockStatus} <> 'outofstock'))`,
  sql`(${products.stockStatus} <> 'outofstock' or coalesce(${variations.manageStock}, false))`,
)!;
