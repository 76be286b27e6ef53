/**
 * What the dashboard counts as revenue. An order is money the shop has (or will have without doing
 * anything more) once it is paid: processing, completed, and on-hold (awaiting a bank transfer the merchant
 * has agreed to). Pending, failed, cancelled and draft orders are not revenue; a refunded order's money went
 * back, and any partial refund is taken off the order it belongs to.
 */
export const REVENUE_STATUSES = ["processing", "completed", "on-hold"] as const;
/** Orders the merchant has to act on (ship, or check a payment). */
export const WAITING_STATUSES = ["processing", "on-hold"] as const;

export type RevenueOrder = { status: string; total: number; refundedTotal: number };

export function countsAsRevenue(status: string): boolean {
  return (REVENUE_STATUSES as readonly string[]).includes(status);
}

/** The order's revenue in minor units: its total less what was refunded, never below zero; zero when it does not count. */
export function revenueOf(order: RevenueOrder): number {
  return countsAsRevenue(order.status) ? Math.max(0, order.total - order.refundedTotal) : 0;
}

export type PeriodFigures = { orders: number; revenue: number; averageOrderValue: number };

/** Orders counted, their revenue and the average order value (rounded to the minor unit), over revenue orders only. */
export function figuresOf(orders: readonly RevenueOrder[]): PeriodFigures {
  const counted = orders.filter((order) => countsAsRevenue(order.status));
  const revenue = counted.reduce((sum, order) => sum + revenueOf(order), 0);
  return { orders: counted.length, revenue, averageOrderValue: counted.length ? Math.round(revenue / counted.length) : 0 };
}

/** The change from `previous` to `current` in percent (one decimal); null when there was nothing before to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
