/** Staff's view of one order's attribution: which signal won (coupon, link or none), for whom, and why. */
import { eq, sql } from "drizzle-orm";
import type { OrderAttributionView } from "../../../domain/affiliates/attribution.ts";
import type { Db } from "../../db/kit/index.ts";
import { affiliates, coupons, customers, orderAttributions } from "../../db/schema/index.ts";

/** The attribution recorded when the order was placed; null for an order placed before the programme (or a draft). */
export async function orderAttributionOf(db: Db, orderId: number): Promise<OrderAttributionView | null> {
  const [row] = await db
    .select({
      signal: orderAttributions.signal,
      reason: orderAttributions.reason,
      affiliateId: affiliates.id,
      referralCode: affiliates.referralCode,
      name: sql<string>`coalesce(nullif(${customers.displayName}, ''), nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), ''), ${customers.email})`,
      email: customers.email,
      couponCode: coupons.code,
    })
    .from(orderAttributions)
    .leftJoin(affiliates, eq(affiliates.id, orderAttributions.affiliateId))
    .leftJoin(customers, eq(customers.id, affiliates.customerId))
    .leftJoin(coupons, eq(coupons.id, orderAttributions.couponId))
    .where(eq(orderAttributions.orderId, orderId))
    .limit(1);
  if (!row) return null;
  const affiliate =
    row.affiliateId !== null && row.referralCode !== null && row.email !== null
      ? { id: row.affiliateId, referralCode: row.referralCode, name: row.name, email: row.email }
      : null;
  return { signal: row.signal, reason: row.reason, affiliate, couponCode: row.couponCode };
}
