import { asc, desc, eq, sql } from "drizzle-orm";
import { orderLines, orderStatusHistory, orders } from "../../db/schema/index.ts";
import { isRowId } from "../../../domain/limits.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { type Order, orderOfCustomer, readOrder } from "../checkout/orders.ts";

export const ORDERS_PER_PAGE = 10;

export type OrderStatus = Order["status"];

export type OrderSummary = { id: number; number: string; createdAt: Date; status: OrderStatus; total: number; currency: string; itemCount: number };

export type OrderPage = { orders: OrderSummary[]; page: number; pageCount: number; total: number; perPage: number };

export type StatusChange = { from: OrderStatus | null; to: OrderStatus; note: string; at: Date };

/** An order as its customer sees it: the placed order with what refunds gave back and its status history, oldest change first. */
export type CustomerOrder = Order & { shippingTax: number; pricesIncludeTax: boolean; refundedTotal: number; history: StatusChange[] };

/** One page of a customer's orders, newest first; a page past the last answers no rows (pageCount tells). */
export async function listOrderPage(q: Queryable, customerId: number, page: number, perPage = ORDERS_PER_PAGE): Promise<OrderPage> {
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const [counted] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const total = Number(counted?.n ?? 0);
  const rows = await q
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      itemCount: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.customerId, customerId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((safePage - 1) * perPage);
  return {
    orders: rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) })),
    page: safePage,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
    total,
    perPage,
  };
}

/** The customer's own order with its history, or null when there is no such order or it is someone else's. */
export async function readCustomerOrder(q: Queryable, customerId: number, orderId: number): Promise<CustomerOrder | null> {
  if (!isRowId(orderId)) return null;
  const order = await readOrder(q, orderOfCustomer(customerId, orderId));
  if (!order) return null;
  const [extra] = await q
    .select({ shippingTax: orders.shippingTax, pricesIncludeTax: orders.pricesIncludeTax, refundedTotal: orders.refundedTotal })
    .from(orders)
    .where(eq(orders.id, orderId));
  const history = await q
    .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus, note: orderStatusHistory.note, at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return {
    ...order,
    shippingTax: extra?.shippingTax ?? 0,
    pricesIncludeTax: extra?.pricesIncludeTax ?? true,
    refundedTotal: extra?.refundedTotal ?? 0,
    history,
  };
}
