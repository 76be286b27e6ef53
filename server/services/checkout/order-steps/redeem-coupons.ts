import { asc, inArray } from "drizzle-orm";
import type { Tx } from "../../../db/kit/index.ts";
import { coupons } from "../../../db/schema/index.ts";
import { ServiceError } from "../../errors.ts";
import { type CartContext, checkAppliedCoupons, type CouponCheck, type StoredCoupon, toCoupon } from "../cart-context.ts";
import { usesOf } from "../coupon-uses.ts";

/**
 * Step 4. Locks the cart's coupons (by id) and checks them again as they are now, usage limits included,
 * so two orders cannot both take a coupon's last use. Updates `context.coupons` to the locked rows.
 */
export async function redeemCoupons(tx: Tx, context: CartContext, who: { customerId: number | null; email: string; now: Date }): Promise<CouponCheck[]> {
  const couponIds = context.coupons.map((c) => c.id).sort((a, b) => a - b);
  if (couponIds.length) {
    const locked = await tx.select().from(coupons).where(inArray(coupons.id, couponIds)).orderBy(asc(coupons.id)).for("update");
    context.coupons = context.coupons.map((c) => toCoupon(locked.find((row) => row.id === c.id)!));
  }
  const uses = await usesOf(tx, couponIds, who.customerId, who.email);
  const checks = checkAppliedCoupons(context, who.now, (c: StoredCoupon) => uses.get(c.id) ?? 0);
  const refused = checks.find((c) => !c.result.ok);
  if (refused && !refused.result.ok)
    throw new ServiceError("invalid", refused.result.error, refused.result.message, { fields: { coupon: refused.coupon.code } });
  return checks;
}
