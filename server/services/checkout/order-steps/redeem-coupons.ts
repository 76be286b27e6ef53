import { and, asc, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/kit/index.ts";
import { cartCoupons, carts, coupons } from "../../../db/schema/index.ts";
import { ServiceError } from "../../errors.ts";
import { type CartContext, checkAppliedCoupons, type CouponCheck, type StoredCoupon, toCoupon } from "../cart-context.ts";
import { buyerEmails } from "../buyer-emails.ts";
import { usesOf } from "../coupon-uses.ts";

/** The refusal of a coupon restricted to other e-mail addresses: the order is refused and the coupon leaves the cart. */
export const NOT_YOURS = "not_yours";

/**
 * Step 4. Locks the cart's coupons (by id) and checks them again as they are now, usage limits included,
 * so two orders cannot both take a coupon's last use, and e-mail restrictions against the billing e-mail
 * and the signed-in customer's own. Updates `context.coupons` to the locked rows.
 */
export async function redeemCoupons(tx: Tx, context: CartContext, who: { customerId: number | null; email: string; now: Date }): Promise<CouponCheck[]> {
  const couponIds = context.coupons.map((c) => c.id).sort((a, b) => a - b);
  if (couponIds.length) {
    const locked = await tx.select().from(coupons).where(inArray(coupons.id, couponIds)).orderBy(asc(coupons.id)).for("update");
    context.coupons = context.coupons.map((c) => toCoupon(locked.find((row) => row.id === c.id)!));
  }
  const emails = await buyerEmails(tx, who, context.coupons);
  const uses = await usesOf(tx, couponIds, who.customerId, who.email);
  const checks = checkAppliedCoupons(context, who.now, (c: StoredCoupon) => uses.get(c.id) ?? 0, { emails, placing: true });
  const refused = checks.find((c) => !c.result.ok);
  if (refused && !refused.result.ok)
    throw new ServiceError("invalid", refused.result.error, refused.result.message, { fields: { coupon: refused.coupon.code } });
  return checks;
}

/**
 * After a placement refused a coupon as not the buyer's (its transaction undone), takes that coupon off the
 * session's cart, so the shopper sees the totals without it and can place the order again.
 */
export async function dropRefusedCoupon(db: Db, sessionId: string, error: unknown): Promise<void> {
  if (!(error instanceof ServiceError) || error.code !== NOT_YOURS) return;
  const code = error.fields?.coupon;
  if (!code) return;
  await db
    .delete(cartCoupons)
    .where(
      and(
        sql`${cartCoupons.cartId} in (select ${carts.id} from ${carts} where ${carts.sessionId} = ${sessionId})`,
        sql`${cartCoupons.couponId} in (select ${coupons.id} from ${coupons} where lower(${coupons.code}) = ${code.toLowerCase()})`,
      ),
    );
}
