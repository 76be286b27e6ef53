import type { StockStatus } from "./types.ts";

export type PricedItem = { regularPrice: number; salePrice: number | null; stockStatus: StockStatus; enabled?: boolean };

export type ProductSummary = {
  priceMin: number;
  priceMax: number;
  onSale: boolean;
  stockStatus: StockStatus;
};

/** The price a shopper pays: the sale price when there is one below the regular price. */
export function activePrice(item: Pick<PricedItem, "regularPrice" | "salePrice">): number {
  return item.salePrice !== null && item.salePrice < item.regularPrice ? item.salePrice : item.regularPrice;
}

/**
 * The listing summary of a product from its priced items: a simple product's own price, or a variable
 * product's enabled variations. In stock when any item is; on backorder when none is but one takes backorders.
 */
export function summarizeItems(items: PricedItem[]): ProductSummary {
  const live = items.filter((i) => i.enabled !== false);
  if (live.length === 0) return { priceMin: 0, priceMax: 0, onSale: false, stockStatus: "outofstock" };
  const prices = live.map(activePrice);
  const status: StockStatus = live.some((i) => i.stockStatus === "instock")
    ? "instock"
    : live.some((i) => i.stockStatus === "onbackorder")
      ? "onbackorder"
      : "outofstock";
  return {
    priceMin: Math.min(...prices),
    priceMax: Math.max(...prices),
    onSale: live.some((i) => activePrice(i) < i.regularPrice),
    stockStatus: status,
  };
}
