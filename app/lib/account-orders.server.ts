import { formatOrderDate } from "../../domain/checkout/order-status.ts";
import { MAX_INT4 } from "../../domain/limits.ts";
import { orderSummary } from "../../domain/checkout/order-summary.ts";
import type { Order } from "../../server/services/checkout/index.ts";
import type { CustomerOrder, OrderSummary } from "../../server/services/customers/index.ts";
import type { OrderDetailView, OrderLineView, OrderSummaryView, OrderTotalsView } from "./account-view.ts";

/** A path segment or query value that is a plain positive whole number ("12", not "012", "1e3" or "12abc"), else null. */
export function positiveInteger(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_INT4 ? n : null;
}

/** A placed order's lines and totals rows, in the one presentation every page and e-mail uses. */
export function orderLinesAndTotalsView(order: Order & { refundedTotal?: number }): { lines: OrderLineView[]; totals: OrderTotalsView } {
  const summary = orderSummary(order);
  return {
    lines: summary.lines.map((line, i) => ({ ...line, attributes: order.lines[i]?.attributes ?? [] })),
    totals: { currency: order.currency, rows: summary.rows },
  };
}

export function orderSummaryView(order: OrderSummary): OrderSummaryView {
  return {
    id: order.id,
    number: order.number,
    date: formatOrderDate(order.createdAt),
    dateTime: order.createdAt.toISOString(),
    status: order.status,
    total: order.total,
    currency: order.currency,
    itemCount: order.itemCount,
  };
}

export function orderDetailView(order: CustomerOrder): OrderDetailView {
  return {
    number: order.number,
    date: formatOrderDate(order.createdAt),
    dateTime: order.createdAt.toISOString(),
    status: order.status,
    email: order.email,
    paymentMethodTitle: order.paymentMethodTitle,
    customerNote: order.customerNote,
    ...orderLinesAndTotalsView(order),
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    history: order.history.map((change) => ({
      from: change.from,
      to: change.to,
      note: change.note,
      date: formatOrderDate(change.at),
      dateTime: change.at.toISOString(),
    })),
  };
}
