/**
 * Spreads valid coupons over priced cart lines, in integer minor units.
 *
 * Order: fixed_product coupons first, then percent, then fixed_cart; coupons of one type keep the order
 * they were applied in. Percent coupons are worked out on the line's price before any coupon (two 10 %
 * coupons give 20 %, not 19 %), and every coupon is capped at what earlier coupons left of a line, so no
 * line goes below zero.
 *
 * Rounding: a percent coupon's total is rounded half up once, on the sum of its eligible lines, and then
 * shared out over those lines by the largest-remainder method; a fixed_cart amount is shared out the same
 * way in proportion to what is left of each line. So the per-line discounts of a coupon always add up to
 * the coupon's total, to the cent.
 */
import { type Coupon, type CouponLine, type CouponType, isLineEligible, PERCENT_BASIS_POINTS } from "./coupons.ts";
import { lineTotal } from "./totals.ts";

export type DiscountLine = CouponLine & { lineKey: string; unitPrice: number; quantity: number };
export type DiscountedLine = { lineKey: string; subtotal: number; discount: number; total: number };
export type CouponDiscount = { code: string; type: CouponType; discount: number };
export type DiscountResult = { lines: DiscountedLine[]; coupons: CouponDiscount[]; discountTotal: number; freeShipping: boolean };

const TYPE_ORDER: Record<CouponType, number> = { fixed_product: 0, percent: 1, fixed_cart: 2 };

/** numerator / denominator rounded half up, exactly (both non-negative integers, denominator > 0). */
export function divideRoundHalfUp(numerator: number | bigint, denominator: number | bigint): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/**
 * Splits a whole amount in proportion to whole weights: everyone gets the floor of their exact share and
 * the units left over go to the largest fractional remainders (earlier entries win ties). The parts add
 * up to `amount`, and no part exceeds the ceiling of its exact share. All-zero weights get nothing.
 */
export function allocateByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (weightSum === 0n || amount === 0) return weights.map(() => 0);
  const total = BigInt(amount);
  const shares = weights.map((w, index) => {
    const exact = total * BigInt(w);
    return { index, floor: exact / weightSum, remainder: exact % weightSum };
  });
  let left = total - shares.reduce((sum, s) => sum + s.floor, 0n);
  const parts = shares.map((s) => s.floor);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (left === 0n) break;
    if (share.remainder === 0n) continue;
    parts[share.index] = (parts[share.index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

function couponShares(coupon: Coupon, lines: readonly DiscountLine[], subtotals: readonly number[], remaining: readonly number[]): number[] {
  const eligible = lines.map((line) => isLineEligible(coupon, line));
  if (coupon.type === "fixed_product") {
    return lines.map((line, i) => (eligible[i] ? Math.min(Math.min(coupon.amount, line.unitPrice) * line.quantity, remaining[i] ?? 0) : 0));
  }
  if (coupon.type === "percent") {
    const bases = subtotals.map((subtotal, i) => (eligible[i] ? subtotal : 0));
    const base = bases.reduce((sum, b) => sum + b, 0);
    const total = divideRoundHalfUp(BigInt(base) * BigInt(coupon.amount), PERCENT_BASIS_POINTS);
    return allocateByLargestRemainder(total, bases).map((share, i) => Math.min(share, remaining[i] ?? 0));
  }
  const open = remaining.map((left, i) => (eligible[i] ? left : 0));
  const capped = Math.min(
    coupon.amount,
    open.reduce((sum, left) => sum + left, 0),
  );
  return allocateByLargestRemainder(capped, open);
}

/** Coupons must already have passed validateCoupon for this cart. */
export function applyCoupons(lines: readonly DiscountLine[], coupons: readonly Coupon[]): DiscountResult {
  const subtotals = lines.map(lineTotal);
  const remaining = [...subtotals];
  const ordered = coupons
    .map((coupon, index) => ({ coupon, index }))
    .sort((a, b) => TYPE_ORDER[a.coupon.type] - TYPE_ORDER[b.coupon.type] || a.index - b.index);
  const couponTotals = coupons.map(() => 0);
  for (const { coupon, index } of ordered) {
    const shares = couponShares(coupon, lines, subtotals, remaining);
    shares.forEach((share, i) => (remaining[i] = (remaining[i] ?? 0) - share));
    couponTotals[index] = shares.reduce((sum, share) => sum + share, 0);
  }
  const discounted = lines.map((line, i) => {
    const subtotal = subtotals[i] ?? 0;
    const total = remaining[i] ?? 0;
    return { lineKey: line.lineKey, subtotal, discount: subtotal - total, total };
  });
  return {
    lines: discounted,
    coupons: coupons.map((coupon, i) => ({ code: coupon.code, type: coupon.type, discount: couponTotals[i] ?? 0 })),
    discountTotal: discounted.reduce((sum, line) => sum + line.discount, 0),
    freeShipping: coupons.some((coupon) => coupon.freeShipping),
  };
}
