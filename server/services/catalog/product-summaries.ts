import { and, eq, inArray } from "drizzle-orm";
import { type PricedItem, summarizeItems } from "../../../domain/catalog/product-summary.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { groupedChildren, products, variations } from "../../db/schema/index.ts";

/**
 * Recomputes the denormalised listing summary (price range, on sale, and for variable and grouped
 * products the stock status) of these products from what they sell: a simple product's own prices, a
 * variable product's enabled variations, a grouped product's published children. Call it in the
 * transaction that changed prices, stock or variations, so the archive never shows a stale range.
 */
export async function refreshProductSummaries(tx: Queryable, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = [...new Set(productIds)];
  const rows = await tx
    .select({ id: products.id, type: products.type, regularPrice: products.regularPrice, salePrice: products.salePrice, stockStatus: products.stockStatus })
    .from(products)
    .where(inArray(products.id, ids));
  const variable = rows.filter((row) => row.type === "variable").map((row) => row.id);
  const grouped = rows.filter((row) => row.type === "grouped").map((row) => row.id);
  const variationRows = variable.length
    ? await tx
        .select({
          productId: variations.productId,
          regularPrice: variations.regularPrice,
          salePrice: variations.salePrice,
          stockStatus: variations.stockStatus,
          enabled: variations.enabled,
        })
        .from(variations)
        .where(inArray(variations.productId, variable))
    : [];
  const childRows = grouped.length
    ? await tx
        .select({
          groupedId: groupedChildren.groupedId,
          regularPrice: products.regularPrice,
          salePrice: products.salePrice,
          priceMin: products.priceMin,
          stockStatus: products.stockStatus,
        })
        .from(groupedChildren)
        .innerJoin(products, and(eq(products.id, groupedChildren.childId), eq(products.status, "publish")))
        .where(inArray(groupedChildren.groupedId, grouped))
    : [];
  for (const row of rows) {
    let items: PricedItem[];
    if (row.type === "variable") items = variationRows.filter((v) => v.productId === row.id);
    else if (row.type === "grouped")
      items = childRows
        .filter((c) => c.groupedId === row.id)
        .map((c) => ({ regularPrice: c.regularPrice ?? c.priceMin, salePrice: c.salePrice, stockStatus: c.stockStatus }));
    else items = [{ regularPrice: row.regularPrice ?? 0, salePrice: row.salePrice, stockStatus: row.stockStatus }];
    const summary = summarizeItems(items);
    await tx
      .update(products)
      .set({
        priceMin: summary.priceMin,
        priceMax: summary.priceMax,
        onSale: summary.onSale,
        // A simple product's stock status is its own; the others' follow what they sell.
        ...(row.type === "simple" ? {} : { stockStatus: summary.stockStatus }),
      })
      .where(eq(products.id, row.id));
  }
}
