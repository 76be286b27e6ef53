import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { BillingAddress, ShippingAddress } from "../../../../domain/checkout/address.ts";
import type { Tx } from "../../../db/kit/index.ts";
import { couponUsages, coupons, orderLines, orderStatusHistory, orders, orderTaxLines } from "../../../db/schema/index.ts";
import { adoptOrderAddresses } from "../../customers/addresses.ts";
import type { CartContext } from "../cart-context.ts";
import { orderTotalsColumns } from "../order-totals-columns.ts";
import type { PricedOrder } from "./price-order.ts";
import { Replay } from "./replay.ts";

export type OrderToWrite = {
  context: CartContext;
  priced: PricedOrder;
  customerId: number | null;
  email: string;
  billing: BillingAddress;
  shipping: ShippingAddress;
  shipToDifferentAddress: boolean;
  note: string;
  idempotencyKey: string;
  sessionId: string;
  now: Date;
};

type TaxRowToWrite = { label: string; rate: number; compound: boolean; amount: number };

/** An order's itemised tax rows, one per rate: a placed order's, or a draft's each time it is priced. */
export async function writeTaxLines(tx: Tx, orderId: number, rows: readonly TaxRowToWrite[]): Promise<void> {
  if (rows.length > 0)
    await tx.insert(orderTaxLines).values(rows.map((row) => ({ orderId, label: row.label, rate: row.rate, compound: row.compound, amount: row.amount })));
}

/**
 * Step 5. The order with its lines, itemised tax rows, first status, the customer's first saved addresses and the coupons'
 * usage. A twin placement that wrote this Idempotency-Key first makes this one a replay.
 */
export async function writeOrder(tx: Tx, o: OrderToWrite): Promise<{ orderId: number; number: string }> {
  const { quote, payment, status } = o.priced;
  const key = `wc_order_${randomBytes(12).toString("hex")}`;
  const inserted = await tx
    .insert(orders)
    .values({
      number: `tmp-${key}`,
      status,
      customerId: o.customerId,
      email: o.email,
      billingAddress: o.billing,
      shippingAddress: o.shipping,
      // A cart of only virtual lines is ordered without a shipping method (and charged no shipping).
      shippingMethod: quote.shippingMethod?.id ?? null,
      shippingMethodTitle: quote.shippingMethod?.title ?? null,
      paymentMethod: payment?.id ?? null,
      paymentMethodTitle: payment?.title ?? null,
      currency: quote.currency,
      ...orderTotalsColumns(quote.totals),
      customerNote: o.note,
      key,
      idempotencyKey: o.idempotencyKey,
      sessionId: o.sessionId,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ id: orders.id });
  const order = inserted[0];
  if (!order) throw new Replay();
  const number = String(order.id);
  await tx.update(orders).set({ number }).where(eq(orders.id, order.id));
  await tx.insert(orderLines).values(
    o.context.cart.items.map((item, i) => {
      const totals = quote.lines[i]!;
      return {
        orderId: order.id,
        productId: item.productId,
        variationId: item.variationId,
        name: item.name,
        sku: item.sku,
        attributes: item.attributes,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        subtotal: totals.subtotal,
        discount: totals.discount,
        tax: totals.tax,
        total: totals.total,
        taxRate: totals.taxRate,
      };
    }),
  );
  await writeTaxLines(tx, order.id, quote.totals.taxRows);
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: status,
    note: "Order placed.",
  });
  // A customer's first order (no saved billing address yet) fills their address book.
  if (o.customerId !== null)
    await adoptOrderAddresses(tx, o.customerId, { billing: o.billing, shipping: o.shipping, shipToDifferentAddress: o.shipToDifferentAddress }, o.now);
  for (const coupon of quote.coupons) {
    const id = o.context.coupons.find((c) => c.code === coupon.code)!.id;
    await tx.insert(couponUsages).values({
      couponId: id,
      orderId: order.id,
      customerId: o.customerId,
      email: o.email,
      discount: coupon.discount,
    });
    await tx
      .update(coupons)
      .set({ usageCount: sql`${coupons.usageCount} + 1` })
      .where(eq(coupons.id, id));
  }
  return { orderId: order.id, number };
}
