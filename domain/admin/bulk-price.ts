/**
 * The bulk price change: a product's regular price moved up or down by a percentage or a fixed amount, in
 * whole minor units, never below zero. A sale price that would no longer be below the new regular price
 * is dropped rather than left to undercut nothing.
 */
export const PRICE_CHANGE_MODES = ["percent", "fixed"] as const;
export const PRICE_CHANGE_DIRECTIONS = ["up", "down"] as const;
/** A bulk change never moves a price by more than 1,000 % or by more than 1,000,000.00 at once. */
export const MAX_PRICE_PERCENT = 1_000;
export const MAX_PRICE_AMOUNT_MINOR = 100_000_000;

export type PriceChange = {
  mode: (typeof PRICE_CHANGE_MODES)[number];
  direction: (typeof PRICE_CHANGE_DIRECTIONS)[number];
  /** Percent (may have decimals) or minor units. */
  amount: number;
};

export type Prices = { regularPrice: number | null; salePrice: number | null };

export type PriceChangeResult = { ok: true; after: Prices; saleDropped: boolean } | { ok: false; reason: string };

export const PRICE_SKIP_REASONS = {
  noPrice: "has no regular price to change",
  unchanged: "the price would not change",
} as const;

/** The new regular price: rounded half away from zero to a whole minor unit, floored at zero. */
export function changedRegularPrice(current: number, change: PriceChange): number {
  const sign = change.direction === "up" ? 1 : -1;
  const delta = change.mode === "percent" ? (current * change.amount) / 100 : change.amount;
  const next = Math.round(current + sign * delta);
  return Math.max(0, next);
}

export function applyPriceChange(before: Prices, change: PriceChange): PriceChangeResult {
  if (before.regularPrice === null) return { ok: false, reason: PRICE_SKIP_REASONS.noPrice };
  const regularPrice = changedRegularPrice(before.regularPrice, change);
  const saleDropped = before.salePrice !== null && before.salePrice >= regularPrice;
  const salePrice = saleDropped ? null : before.salePrice;
  if (regularPrice === before.regularPrice && salePrice === before.salePrice) return { ok: false, reason: PRICE_SKIP_REASONS.unchanged };
  return { ok: true, after: { regularPrice, salePrice }, saleDropped };
}
