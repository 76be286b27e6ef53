import { asc, inArray, sql } from "drizzle-orm";
import type { BulkProduct } from "../../../domain/admin/bulk-action.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { products } from "../../db/schema/index.ts";

/**
 * The fields a bulk action reads of each product, with its category ids; `lock` takes the rows for update
 * (the batch that changes them), so a save in between waits rather than being overwritten.
 */
export async function loadBulkProducts(db: Queryable, ids: readonly number[], lock = false): Promise<BulkProduct[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: products.id,
      name: products.name,
      type: products.type,
      status: products.status,
      regularPrice: products.regularPrice,
      salePrice: products.salePrice,
      manageStock: products.manageStock,
      stockQuantity: products.stockQuantity,
      stockStatus: products.stockStatus,
      categoryIds: sql<
        number[] | string
      >`coalesce((select array_agg(pc.category_id order by pc.category_id) from product_categories pc where pc.product_id = ${products.id}), '{}')`,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id));
  const rows = lock ? await query.for("update") : await query;
  return rows.map((row) => ({ ...row, categoryIds: intArray(row.categoryIds) }));
}

/** node-postgres and PGlite both parse int[]; a driver that answers the text form `{1,2}` is read too. */
function intArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
}
