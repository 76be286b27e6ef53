import type { CouponType } from "../../../../domain/cart/coupons.ts";

export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  percent: "Percentage discount",
  fixed_cart: "Fixed cart discount",
  fixed_product: "Fixed product discount",
};

const DAY = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const MOMENT = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Dates in the admin are UTC, the shop's reporting day, so server and browser render the same text. */
export function formatDay(at: Date | string): string {
  return DAY.format(new Date(at));
}

export function formatMoment(at: Date | string): string {
  return `${MOMENT.format(new Date(at))} UTC`;
}

/** Who may use a coupon, for its list row and page: "Everyone", or its addresses and patterns (the first `shown`, then how many more). */
export function allowedEmailsLabel(allowed: readonly string[], shown = Infinity): string {
  if (allowed.length === 0) return "Everyone";
  const listed = allowed.slice(0, shown).join(", ");
  const more = allowed.length - Math.min(shown, allowed.length);
  return `Only ${listed}${more > 0 ? ` and ${more} more` : ""}`;
}
