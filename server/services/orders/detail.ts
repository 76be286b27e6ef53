import { asc, desc, eq, sql } from "drizzle-orm";
import type { AdminOrder, AdminOrderLine } from "../../../domain/admin/order-view.ts";
import type { AdminOrderStatus } from "../../../domain/admin/order-transitions.ts";
import type { Queryable } from "../../db/kit/index.ts";
import {
  customers,
  orderLines,
  products,
  variations,
  orderNotes,
  orderStatusHistory,
  orders,
  orderTaxLines,
  refundLines,
  refunds,
} from "../../db/schema/index.ts";

export type { AdminOrder, AdminOrderLine };

/** Per order line, what refunds gave back so far: units, amount, and units put back into stock. */
export async function refundedByLine(q: Queryable, orderId: number) {
  const rows = await q
    .select({
      lineId: refundLines.orderLineId,
      quantity: sql<number>`sum(${refundLines.quantity})::int`,
      amount: sql<number>`sum(${refundLines.amount})::int`,
      restocked: sql<number>`sum(case when ${refunds.restock} then ${refundLines.quantity} else 0 end)::int`,
    })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(eq(refunds.orderId, orderId))
    .groupBy(refundLines.orderLineId);
  return new Map(rows.map((row) => [row.lineId, { quantity: Number(row.quantity), amount: Number(row.amount), restocked: Number(row.restocked) }]));
}

/** The units in stock now of whatever holds a line's stock (its variation when it manages stock, else its product); null when unmanaged. */
const currentStock = sql<
  number | null
>`case when ${variations.manageStock} then ${variations.stockQuantity} when ${products.manageStock} then ${products.stockQuantity} else null end`;

/** The lines with their refunded figures. A cancelled order's lines count as wholly restocked. */
export async function readLines(q: Queryable, orderId: number, status: AdminOrderStatus): Promise<AdminOrderLine[]> {
  const [lines, refunded] = await Promise.all([
    q
      .select({ line: orderLines, stock: currentStock })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .leftJoin(variations, eq(variations.id, orderLines.variationId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id)),
    refundedByLine(q, orderId),
  ]);
  return lines.map(({ line, stock }) => {
    const done = refunded.get(line.id);
    return {
      id: line.id,
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      sku: line.sku,
      attributes: line.attributes,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      subtotal: line.subtotal,
      discount: line.discount,
      tax: line.tax,
      total: line.total,
      refundedQuantity: done?.quantity ?? 0,
      refundedAmount: done?.amount ?? 0,
      restockedQuantity: status === "cancelled" ? line.quantity : (done?.restocked ?? 0),
      stockQuantity: stock === null ? null : Number(stock),
    };
  });
}

export async function readAdminOrder(q: Queryable, id: number): Promise<AdminOrder | null> {
  const [order] = await q
    .select({
      row: orders,
      customerName: sql<string | null>`nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), '')`,
      customerEmail: customers.email,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!order) return null;
  const { row } = order;
  const author = sql<string | null>`(select ${customers.email} from ${customers} where ${customers.id} = ${orderNotes.authorId})`;
  const refundBy = sql<string | null>`(select ${customers.email} from ${customers} where ${customers.id} = ${refunds.createdBy})`;
  const [lines, history, notes, refundRows, taxRows] = await Promise.all([
    readLines(q, id, row.status),
    q.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    q
      .select({ id: orderNotes.id, body: orderNotes.body, toCustomer: orderNotes.toCustomer, author, createdAt: orderNotes.createdAt })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
    q
      .select({ id: refunds.id, amount: refunds.amount, reason: refunds.reason, restock: refunds.restock, by: refundBy, createdAt: refunds.createdAt })
      .from(refunds)
      .where(eq(refunds.orderId, id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    q
      .select({ label: orderTaxLines.label, rate: orderTaxLines.rate, amount: orderTaxLines.amount })
      .from(orderTaxLines)
      .where(eq(orderTaxLines.orderId, id))
      .orderBy(asc(orderTaxLines.id)),
  ]);
  return {
    id: row.id,
    number: row.number,
    key: row.key,
    status: row.status,
    version: row.version,
    createdAt: row.createdAt,
    customerId: row.customerId,
    customerName: order.customerName ?? order.customerEmail ?? null,
    email: row.email,
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    shippingMethod: row.shippingMethod,
    shippingMethodTitle: row.shippingMethodTitle,
    paymentMethod: row.paymentMethod,
    paymentMethodTitle: row.paymentMethodTitle,
    currency: row.currency,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    shippingTotal: row.shippingTotal,
    taxTotal: row.taxTotal,
    taxRows,
    total: row.total,
    refundedTotal: row.refundedTotal,
    pricesIncludeTax: row.pricesIncludeTax,
    customerNote: row.customerNote,
    lines,
    history: history.map((h) => ({ id: h.id, fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, createdAt: h.createdAt })),
    notes,
    refunds: refundRows,
  };
}

/** Locks the order row for a write and answers it, or null when there is no such order. */
export async function lockOrder(q: Queryable, id: number) {
  const [row] = await q.select().from(orders).where(eq(orders.id, id)).for("update");
  return row ?? null;
}
