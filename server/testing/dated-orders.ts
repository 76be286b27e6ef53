import { randomBytes } from "node:crypto";
import type { Db } from "../db/connect.ts";
import { couponUsages, orders } from "../db/schema/index.ts";

export type DatedOrder = {
  number: string;
  status: (typeof orders.$inferInsert)["status"];
  total: number;
  placedAt: Date;
  refundedTotal?: number;
  email?: string;
  customerId?: number | null;
  billing?: Record<string, string>;
};

/**
 * Inserts orders with the dates and totals a test names, as if placed then (no lines: the figures read
 * the order totals). Returns their ids in the order given.
 */
export async function insertDatedOrders(db: Db, list: readonly DatedOrder[]): Promise<number[]> {
  const ids: number[] = [];
  for (const order of list) {
    const [row] = await db
      .insert(orders)
      .values({
        number: order.number,
        status: order.status,
        customerId: order.customerId ?? null,
        email: order.email ?? `${order.number}@example.com`,
        billingAddress: order.billing ?? { firstName: "Test", lastName: order.number },
        shippingAddress: {},
        currency: "EUR",
        subtotal: order.total,
        discountTotal: 0,
        shippingTotal: 0,
        taxTotal: 0,
        total: order.total,
        pricesIncludeTax: true,
        key: randomBytes(8).toString("hex"),
        idempotencyKey: randomBytes(12).toString("hex"),
        createdAt: order.placedAt,
        refundedTotal: order.refundedTotal ?? 0,
      })
      .returning({ id: orders.id });
    ids.push(row!.id);
  }
  return ids;
}

/** Records that an order used a coupon, as checkout does (the usage row and the coupon's count are the test's to keep in step). */
export async function recordCouponUse(db: Db, couponId: number, orderId: number, email: string, discount: number): Promise<void> {
  await db.insert(couponUsages).values({ couponId, orderId, email, discount });
}
