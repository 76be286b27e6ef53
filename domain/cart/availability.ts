/**
 * Whether a line already in the cart can still be bought (storefront-shell.md S-1-25, the multilingual
 * "clear removed items" call): a product or variation that was unpublished, trashed, disabled or went out
 * of stock leaves the cart's totals and is listed apart with a notice until the shopper clears it.
 */
export type LineState = {
  name: string;
  productStatus: string;
  productStockStatus: string;
  /** null for a line without a variation. */
  variation: { enabled: boolean; purchasable: boolean; stockStatus: string } | null;
  /** Whether the variation's own stock counts (else the product's status applies). */
  variationManagesStock: boolean;
};

export type RemovalReason = "unavailable" | "out_of_stock";

export function removalReason(line: LineState): RemovalReason | null {
  if (line.productStatus !== "publish") return "unavailable";
  if (line.variation && (!line.variation.enabled || !line.variation.purchasable)) return "unavailable";
  const stockStatus =
    line.variation && line.variationManagesStock
      ? line.variation.stockStatus
      : line.variation?.stockStatus === "outofstock"
        ? "outofstock"
        : line.productStockStatus;
  return stockStatus === "outofstock" ? "out_of_stock" : null;
}

/** The notice a removed line shows on the cart page and in the mini-cart. */
export function removalNotice(name: string, reason: RemovalReason): string {
  return reason === "out_of_stock"
    ? `“${name}” has been removed from your cart because it is out of stock.`
    : `“${name}” has been removed from your cart because it can no longer be purchased.`;
}
