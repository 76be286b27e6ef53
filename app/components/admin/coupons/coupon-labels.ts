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
