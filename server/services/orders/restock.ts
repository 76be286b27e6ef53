import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/kit/index.ts";
import { products, variations } from "../../db/schema/index.ts";
import { refreshProductSummaries } from "../catalog/index.ts";

export type Restock = { productId: number | null; variationId: number | null; quantity: number };

/**
 * Puts units back into stock inside the caller's transaction: to the variation when it manages its own
 * stock, else to the product when it does; an item that does not manage stock is left alone. A holder that
 * was out of stock and now has units is in stock again (a backorder setting is the merchant's and stays).
 * Rows are locked products first, then variations, each by id, the order checkout takes them in, so a
 * refund and a placement sharing items cannot deadlock. Answers the products whose summaries changed.
 */
export async function restock(tx: Tx, items: readonly Restock[]): Promise<number[]> {
  const wanted = items.filter((item) => item.quantity > 0 && item.productId !== null);
  if (wanted.length === 0) return [];
  const productIds = [...new Set(wanted.map((item) => item.productId!))].sort((a, b) => a - b);
  const variationIds = [...new Set(wanted.flatMap((item) => (item.variationId ? [item.variationId] : [])))].sort((a, b) => a - b);
  const productRows = await tx
    .select({ id: products.id, manageStock: products.manageStock })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for("update");
  const variationRows = variationIds.length
    ? await tx
        .select({ id: variations.id, manageStock: variations.manageStock })
        .from(variations)
        .where(inArray(variations.id, variationIds))
        .orderBy(asc(variations.id))
        .for("update")
    : [];
  const touched = new Set<number>();
  for (const item of wanted) {
    const variation = variationRows.find((row) => row.id === item.variationId);
    const product = productRows.find((row) => row.id === item.productId);
    const table = variation?.manageStock ? variations : product?.manageStock ? products : null;
    if (!table) continue;
    const id = variation?.manageStock ? variation.id : product!.id;
    await tx
      .update(table)
      .set({
        stockQuantity: sql`coalesce(${table.stockQuantity}, 0) + ${item.quantity}`,
        stockStatus: sql`case when coalesce(${table.stockQuantity}, 0) + ${item.quantity} > 0 and ${table.stockStatus} = 'outofstock' then 'instock'::stock_status else ${table.stockStatus} end`,
      })
      .where(eq(table.id, id));
    touched.add(item.productId!);
  }
  const changed = [...touched];
  await refreshProductSummaries(tx, changed);
  return changed;
}
