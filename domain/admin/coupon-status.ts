/**
 * A coupon's state as the admin list shows and filters it. Expiry comes first: an expired coupon is
 * expired whatever its uses, as the cart tells the shopper (domain/cart/coupons.ts checks the limit, then
 * the date, but both refuse; the list names the one the merchant can fix by editing the date).
 */
export const COUPON_STATUSES = ["active", "expired", "used_up"] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = { active: "Active", expired: "Expired", used_up: "Used up" };

export type CouponLimits = { expiresAt: Date | null; usageLimit: number | null; usageCount: number };

export function couponStatusOf(coupon: CouponLimits, now: Date): CouponStatus {
  if (coupon.expiresAt !== null && now.getTime() >= coupon.expiresAt.getTime()) return "expired";
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return "used_up";
  return "active";
}

/** "3 / 10", or "3 / ∞" with no limit. */
export function usageLabelOf(coupon: Pick<CouponLimits, "usageLimit" | "usageCount">): string {
  return `${coupon.usageCount} / ${coupon.usageLimit ?? "∞"}`;
}
