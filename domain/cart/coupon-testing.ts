/** Builders for coupon and line fixtures shared by the cart and checkout tests. */
import { type Coupon, type CouponType, couponSchema } from "./coupons.ts";

export function coupon(type: CouponType, amount: number, change: Partial<Omit<Coupon, "type" | "amount">> = {}): Coupon {
  return { ...couponSchema.parse({ code: change.code ?? `${type}-${amount}`, type, amount }), ...change };
}
