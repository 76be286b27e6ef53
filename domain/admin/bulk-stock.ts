/**
 * The bulk stock change: set a quantity, or adjust it by +/- N. Setting a quantity starts tracking the
 * product's stock; adjusting needs stock already tracked (there is nothing to add to otherwise). The
 * quantity never goes below zero, and the stock status follows it, except that a product taking
 * backorders keeps doing so when it runs out.
 */
export const STOCK_CHANGE_MODES = ["set", "adjust"] as const;
export const MAX_STOCK_QUANTITY = 1_000_000;

export type StockStatus = "instock" | "outofstock" | "onbackorder";
export type StockChange = { mode: (typeof STOCK_CHANGE_MODES)[number]; amount: number };
export type Stock = { manageStock: boolean; stockQuantity: number | null; stockStatus: StockStatus };
export type StockChangeResult = { ok: true; after: Stock } | { ok: false; reason: string };

export const STOCK_SKIP_REASONS = {
  notTracked: "its stock is not tracked, so there is no quantity to adjust",
  unchanged: "the stock would not change",
} as const;

/** The status a tracked quantity gives: in stock above zero; out of stock at zero, unless it takes backorders. */
export function stockStatusFor(quantity: number, current: StockStatus): StockStatus {
  if (quantity > 0) return "instock";
  return current === "onbackorder" ? "onbackorder" : "outofstock";
}

export function applyStockChange(before: Stock, change: StockChange): StockChangeResult {
  if (change.mode === "adjust" && (!before.manageStock || before.stockQuantity === null)) return { ok: false, reason: STOCK_SKIP_REASONS.notTracked };
  const base = change.mode === "set" ? 0 : (before.stockQuantity ?? 0);
  const quantity = Math.min(MAX_STOCK_QUANTITY, Math.max(0, base + change.amount));
  const after: Stock = { manageStock: true, stockQuantity: quantity, stockStatus: stockStatusFor(quantity, before.stockStatus) };
  if (after.manageStock === before.manageStock && after.stockQuantity === before.stockQuantity && after.stockStatus === before.stockStatus)
    return { ok: false, reason: STOCK_SKIP_REASONS.unchanged };
  return { ok: true, after };
}
