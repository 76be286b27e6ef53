import { and, asc, eq } from "drizzle-orm";
import { couponUsages, coupons, orderLines, orders, orderTaxLines } from "../../db/schema/index.ts";
import type { Queryable } from "../../db/kit/index.ts";

export type OrderLine = {
  productId: number | null;
  variationId: number | null;
  name: string;
  sku: string | null;
  attributes: { name: string; value: string }[];
  quantity: number;
  unitPrice: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
};

export type Order = {
  id: number;
  number: string;
  key: string;
  status: (typeof orders.$inferSelect)["status"];
  customerId: number | null;
  email: string;
  billingAddress: Record<string, string>;
  shippingAddress: Record<string, string>;
  shippingMethod: string | null;
  shippingMethodTitle: string | null;
  paymentMethod: string | null;
  paymentMethodTitle: string | null;
  currency: string;
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  pricesIncludeTax: boolean;
  customerNote: string;
  createdAt: Date;
  lines: OrderLine[];
  /** The coupons the order used, with what each took off (a coupon deleted since is missing here). */
  coupons: { code: string; discount: number }[];
  /** The itemised tax, one row per rate (rate in millionths); empty for orders placed before rows were kept. */
  taxRows: OrderTaxRowView[];
};

export type OrderTaxRowView = { label: string; rate: number; compound: boolean; amount: number };

/** An order's itemised tax rows, in the order they were charged. */
export async function orderTaxRows(q: Queryable, orderId: number): Promise<OrderTaxRowView[]> {
  return q
    .select({ label: orderTaxLines.label, rate: orderTaxLines.rate, compound: orderTaxLines.compound, amount: orderTaxLines.amount })
    .from(orderTaxLines)
    .where(eq(orderTaxLines.orderId, orderId))
    .orderBy(asc(orderTaxLines.id));
}

const orderColumns = {
  id: orders.id,
  number: orders.number,
  key: orders.key,
  status: orders.status,
  customerId: orders.customerId,
  email: orders.email,
  billingAddress: orders.billingAddress,
  shippingAddress: orders.shippingAddress,
  shippingMethod: orders.shippingMethod,
  shippingMethodTitle: orders.shippingMethodTitle,
  paymentMethod: orders.paymentMethod,
  paymentMethodTitle: orders.paymentMethodTitle,
  currency: orders.currency,
  subtotal: orders.subtotal,
  discountTotal: orders.discountTotal,
  shippingTotal: orders.shippingTotal,
  taxTotal: orders.taxTotal,
  total: orders.total,
  pricesIncludeTax: orders.pricesIncludeTax,
  customerNote: orders.customerNote,
  createdAt: orders.createdAt,
};

async function withLines(q: Queryable, rows: Omit<Order, "lines" | "coupons" | "taxRows">[]): Promise<Order[]> {
  const result: Order[] = [];
  for (const row of rows) {
    const lines = await q
      .select({
        productId: orderLines.productId,
        variationId: orderLines.variationId,
        name: orderLines.name,
        sku: orderLines.sku,
        attributes: orderLines.attributes,
        quantity: orderLines.quantity,
        unitPrice: orderLines.unitPrice,
        subtotal: orderLines.subtotal,
        discount: orderLines.discount,
        tax: orderLines.tax,
        total: orderLines.total,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.id));
    const used = await q
      .select({ code: coupons.code, discount: couponUsages.discount })
      .from(couponUsages)
      .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
      .where(eq(couponUsages.orderId, row.id))
      .orderBy(asc(couponUsages.id));
    result.push({ ...row, lines, coupons: used, taxRows: await orderTaxRows(q, row.id) });
  }
  return result;
}

export async function readOrder(q: Queryable, where: ReturnType<typeof eq>): Promise<Order | null> {
  const rows = await q.select(orderColumns).from(orders).where(where).limit(1);
  const [order] = await withLines(q, rows);
  return order ?? null;
}

export const orderById = (id: number) => eq(orders.id, id);
export const orderByKey = (id: number, key: string) => and(eq(orders.id, id), eq(orders.key, key))!;
export const orderOfCustomer = (customerId: number, id: number) => and(eq(orders.id, id), eq(orders.customerId, customerId))!;
