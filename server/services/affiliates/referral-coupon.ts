/**
 * The coupon a referral link brings to the cart: the affiliate's first active coupon (the oldest one they
 * own that has not expired or run out of uses), never a store-credit payout's coupon, which is theirs alone.
 * Only an approved affiliate's link brings one.
 */
import { and, asc, eq, gt, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/kit/index.ts";
import { affiliateCoupons, affiliatePayouts, affiliates, coupons } from "../../db/schema/index.ts";

export async function referralCouponCode(q: Queryable, referralCode: string, now: Date): Promise<string | null> {
  const [row] = await q
    .select({ code: coupons.code })
    .from(affiliates)
    .innerJoin(affiliateCoupons, eq(affiliateCoupons.affiliateId, affiliates.id))
    .innerJoin(coupons, eq(coupons.id, affiliateCoupons.couponId))
    .where(
      and(
        eq(sql`lower(${affiliates.referralCode})`, referralCode.toLowerCase()),
        eq(affiliates.status, "approved"),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        or(isNull(coupons.usageLimit), lt(coupons.usageCount, coupons.usageLimit)),
        notExists(q.select({ id: affiliatePayouts.id }).from(affiliatePayouts).where(eq(affiliatePayouts.creditCouponId, coupons.id))),
      ),
    )
    .orderBy(asc(coupons.id))
    .limit(1);
  return row?.code ?? null;
}
