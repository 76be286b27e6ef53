/**
 * Every money figure of the affiliate programme, read from the ledger by one set of rules (issue 28, point 6):
 * the dashboard's cards, chart, coupon rows and balance, the payout statements and the admin all call these
 * functions, so two screens can never disagree about the same figure.
 *
 * Definitions (amounts in minor units; "commission" means `commission` and `clawback` entries together):
 * - **earned**: commission net of clawbacks, of every level (the affiliate's own orders and their network's
 *   shares). A clawback reduces at most what its order earned, so an order's earned commission is never
 *   negative.
 * - **paid**: the part of earned that a paid payout settled (`paidByPayoutId` set).
 * - **unpaid** = earned − paid. Split into **approved unpaid** (approved, not settled) and **pending**
 *   (still in its approval delay; never settled).
 * - **requested**: payouts asked for (or approved by staff) but not paid yet; their amount is already
 *   reserved out of approved unpaid.
 * - **available** (to request) = approved unpaid − requested: what the payout form accepts.
 * So for all time: earned = paid + requested + available + pending.
 *
 * Periods: a commission line counts on the day its order was placed (UTC), like the order's sales, so a
 * later refund lowers the period of the order it refunds. Within any period unpaid ≤ earned, because a payout
 * settles the oldest approved entries first (`settlePayout`): a clawback is settled only after the commission
 * it reverses.
 */
import type { LedgerKind } from "./ledger.ts";
import { DAY_MS } from "./ledger.ts";
import type { StatisticsPeriod } from "./dashboard.ts";

/** One ledger entry, or the sum of entries that agree on every field here, as the figures read it. */
export type FigureLine = {
  kind: LedgerKind;
  amountMinor: number;
  /** Approved at the moment the figures are for (approved, or its approval delay has passed). */
  approved: boolean;
  /** Commission and clawbacks: settled by a paid payout. Payout entries: their payout was paid. */
  settled: boolean;
  /** YYYY-MM-DD (UTC): the order's placing day for commission lines; the entry's own day otherwise. */
  day: string;
  level: number;
  couponId: number | null;
};

const isCommission = (line: Pick<FigureLine, "kind">) => line.kind === "commission" || line.kind === "clawback";
const sum = (lines: readonly FigureLine[]) => lines.reduce((total, line) => total + line.amountMinor, 0);

/** The days a period covers: last 7 days is today and the six days before; all time has no start. */
export const PERIOD_DAYS: Record<StatisticsPeriod, number | null> = { last7: 7, last30: 30, all: null };

/** The first day (YYYY-MM-DD) of a period that ends today; null for all time. */
export function periodFirstDay(period: StatisticsPeriod, today: string): string | null {
  const days = PERIOD_DAYS[period];
  return days === null ? null : addDays(today, 1 - days);
}

export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

export function inPeriod(day: string, period: StatisticsPeriod, today: string): boolean {
  const first = periodFirstDay(period, today);
  return first === null || day >= first;
}

export type CommissionFigures = { earnedMinor: number; paidMinor: number; unpaidMinor: number; approvedUnpaidMinor: number; pendingMinor: number };

/** Earned, paid, unpaid (approved and pending) commission of the given lines (see the definitions above). */
export function commissionFigures(lines: readonly FigureLine[]): CommissionFigures {
  const commission = lines.filter(isCommission);
  const earnedMinor = sum(commission);
  const paidMinor = sum(commission.filter((line) => line.settled));
  const pendingMinor = sum(commission.filter((line) => !line.settled && !line.approved));
  return { earnedMinor, paidMinor, unpaidMinor: earnedMinor - paidMinor, approvedUnpaidMinor: earnedMinor - paidMinor - pendingMinor, pendingMinor };
}

/** The commission figures of the orders placed in a period. */
export function periodCommission(lines: readonly FigureLine[], period: StatisticsPeriod, today: string): CommissionFigures {
  return commissionFigures(lines.filter((line) => inPeriod(line.day, period, today)));
}

/** What the commission of one of the affiliate's coupons earned them (their own level only). */
export function couponEarnedMinor(lines: readonly FigureLine[], couponId: number): number {
  return commissionFigures(lines.filter((line) => line.level === 0 && line.couponId === couponId)).earnedMinor;
}

export type BalanceFigures = CommissionFigures & { requestedMinor: number; availableMinor: number };

/**
 * The balance, all time: the commission figures, the payouts requested but not paid (a payout entry and
 * the return of a rejected one cancel out), and what is available to request: the rule the payout request
 * checks.
 */
export function balanceFigures(lines: readonly FigureLine[]): BalanceFigures {
  const commission = commissionFigures(lines);
  const requestedMinor = 0 - sum(lines.filter((line) => !isCommission(line) && !line.settled));
  return { ...commission, requestedMinor, availableMinor: commission.approvedUnpaidMinor - requestedMinor };
}

/**
 * A referred order, or a group of them agreeing on every field. Counted orders are those credited to the
 * affiliate that were not cancelled, refunded in full or failed (`UNCOUNTED_ORDER_STATUSES`).
 */
export type ReferredOrders = { day: string; couponId: number | null; counted: boolean; orders: number; salesMinor: number; discountMinor: number };

export const UNCOUNTED_ORDER_STATUSES = ["cancelled", "refunded", "failed"] as const;

export type OrderFigures = { orders: number; couponUses: number; salesMinor: number; discountsMinor: number };

/**
 * The orders figures of a set: referred orders, coupon uses (counted orders that used one of the affiliate's
 * coupons, the same rule the coupon rows use), sales kept (after refunds) and discounts given.
 */
export function orderFigures(orders: readonly ReferredOrders[]): OrderFigures {
  const counted = orders.filter((o) => o.counted);
  return {
    orders: counted.reduce((n, o) => n + o.orders, 0),
    couponUses: counted.filter((o) => o.couponId !== null).reduce((n, o) => n + o.orders, 0),
    salesMinor: counted.reduce((n, o) => n + o.salesMinor, 0),
    discountsMinor: counted.reduce((n, o) => n + o.discountMinor, 0),
  };
}

export function periodOrders(orders: readonly ReferredOrders[], period: StatisticsPeriod, today: string): OrderFigures {
  return orderFigures(orders.filter((o) => inPeriod(o.day, period, today)));
}

/** One coupon's uses and sales, all time. */
export function couponOrderFigures(orders: readonly ReferredOrders[], couponId: number): OrderFigures {
  return orderFigures(orders.filter((o) => o.couponId === couponId));
}
