/**
 * The dashboard's figures for one affiliate: the statistics of the three periods, the balance, the coupons
 * and the chart (all by the rules of domain/affiliates/figures.ts), the latest orders and the network below. Every statement is filtered
 * by the affiliate's id first (the indexes on affiliate_id lead), so one affiliate never reads another's rows.
 */
import { sql } from "drizzle-orm";
import { chartSeries, type ChartPoint } from "../../../domain/affiliates/chart-series.ts";
import { STATISTICS_PERIODS, type CommissionState, type CouponStatistics, type StatisticsPeriod } from "../../../domain/affiliates/dashboard.ts";
import {
  balanceFigures,
  couponEarnedMinor,
  couponOrderFigures,
  dayOf,
  type FigureLine,
  periodCommission,
  periodOrders,
  type ReferredOrders,
} from "../../../domain/affiliates/figures.ts";
import type { Db } from "../../db/connect.ts";
import { sqlRows } from "../catalog/sql-rows.ts";
import { figureLinesOf, referredOrdersOf } from "./figures.ts";

export const DASHBOARD_ORDER_ROWS = 200;

const APPROVED = (now: Date) => sql.raw(`(e.state = 'approved' or (e.approve_after is not null and e.approve_after <= '${now.toISOString()}'::timestamptz))`);

/** The figures of the three periods, the balance and the coupons' rows, from the two reads (figures.ts). */
export async function figuresOf(db: Db, affiliateId: number, now: Date) {
  const [lines, referred] = await Promise.all([figureLinesOf(db, affiliateId, now), referredOrdersOf(db, affiliateId)]);
  const today = dayOf(now);
  const statistics = Object.fromEntries(
    STATISTICS_PERIODS.map((p) => [p, { ...periodOrders(referred, p, today), ...periodCommission(lines, p, today) }]),
  ) as Record<StatisticsPeriod, CouponStatistics>;
  return { statistics, balance: balanceFigures(lines), lines, referred };
}

export type CouponFigures = { id: number; code: string; type: string; amount: number; uses: number; salesMinor: number; commissionMinor: number };

/** The affiliate's coupons, with each one's uses, sales and commission by the rules of the statistics. */
export async function couponsOf(db: Db, affiliateId: number, lines: readonly FigureLine[], referred: readonly ReferredOrders[]): Promise<CouponFigures[]> {
  const owned = await sqlRows<{ id: number; code: string; type: string; amount: number }>(
    db,
    sql`select c.id::int as "id", c.code as "code", c.type::text as "type", c.amount::int as "amount"
      from affiliate_coupons ac join coupons c on c.id = ac.coupon_id
      where ac.affiliate_id = ${affiliateId}
      order by lower(c.code)`,
  );
  return owned.map((c) => {
    const orders = couponOrderFigures(referred, c.id);
    return { ...c, uses: orders.couponUses, salesMinor: orders.salesMinor, commissionMinor: couponEarnedMinor(lines, c.id) };
  });
}

type OrderRowSql = {
  orderId: number;
  placedAt: string;
  totalMinor: number;
  signal: "coupon" | "link" | "none";
  reason: string;
  commissionMinor: number;
  clawed: boolean;
  pending: boolean;
  paid: boolean;
};

export function orderState(row: Pick<OrderRowSql, "commissionMinor" | "clawed" | "pending" | "paid">): CommissionState {
  if (row.clawed && row.commissionMinor <= 0) return "reversed";
  if (row.pending) return "pending";
  if (row.paid) return "paid";
  return "approved";
}

/** The affiliate's orders, newest first (`limit` null: all of them, for the CSV). */
export async function ordersOf(db: Db, affiliateId: number, now: Date, limit: number | null) {
  const rows = await sqlRows<OrderRowSql>(
    db,
    sql`select a.order_id::int as "orderId", to_char(a.placed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "placedAt",
        o.total::int as "totalMinor", a.signal::text as "signal", a.reason as "reason",
        coalesce(e.net, 0)::int as "commissionMinor", coalesce(e.clawed, false) as "clawed",
        coalesce(e.pending, false) as "pending", coalesce(e.paid, false) as "paid"
      from (select * from order_attributions where affiliate_id = ${affiliateId} order by placed_at desc, order_id desc
            ${limit === null ? sql`` : sql`limit ${limit}`}) a
      join orders o on o.id = a.order_id
      left join lateral (
        select sum(e.amount_minor) as net, bool_or(e.kind = 'clawback') as clawed,
          bool_or(e.kind = 'commission' and not ${APPROVED(now)}) as pending,
          bool_or(e.kind = 'commission' and e.paid_by_payout_id is not null) as paid
        from commission_entries e where e.order_id = a.order_id and e.affiliate_id = ${affiliateId} and e.level = 0
      ) e on true
      order by a.placed_at desc, a.order_id desc`,
  );
  return rows.map((r) => ({
    orderId: r.orderId,
    placedAt: r.placedAt,
    totalMinor: r.totalMinor,
    commissionMinor: r.commissionMinor,
    state: orderState(r),
    signal: r.signal,
    reason: r.reason,
  }));
}

/** The affiliates below, level by level: their own orders and sales, and the share the viewer earned from them. */
export async function networkOf(db: Db, affiliateId: number, levels: number) {
  return sqlRows<{ level: number; affiliate: string; orders: number; salesMinor: number; commissionMinor: number }>(
    db,
    sql`with recursive tree as (
        select id, 1 as level from affiliates where parent_id = ${affiliateId}
        union all
        select c.id, t.level + 1 from affiliates c join tree t on c.parent_id = t.id where t.level < ${levels}
      ),
      own as (select affiliate_id, count(*) as orders, sum(sales_minor) as sales from order_attributions
              where affiliate_id in (select id from tree) group by affiliate_id),
      earned as (select source_affiliate_id, sum(amount_minor) as commission from commission_entries
                 where affiliate_id = ${affiliateId} and level > 0 and kind in ('commission', 'clawback') group by source_affiliate_id)
      select t.level::int as "level",
        coalesce(nullif(cu.display_name, ''), nullif(trim(cu.first_name || ' ' || cu.last_name), ''), a.referral_code) as "affiliate",
        coalesce(own.orders, 0)::int as "orders", coalesce(own.sales, 0)::int as "salesMinor", coalesce(earned.commission, 0)::int as "commissionMinor"
      from tree t
      join affiliates a on a.id = t.id
      join customers cu on cu.id = a.customer_id
      left join own on own.affiliate_id = t.id
      left join earned on earned.source_affiliate_id = t.id
      where t.id <> ${affiliateId}
      order by t.level, 2`,
  );
}

/** Sales and commission earned per day over the period: the cards' figures, day by day. */
export async function chartOf(db: Db, affiliateId: number, period: StatisticsPeriod, now: Date): Promise<ChartPoint[]> {
  const [lines, referred] = await Promise.all([figureLinesOf(db, affiliateId, now), referredOrdersOf(db, affiliateId)]);
  return chartSeries(lines, referred, period, dayOf(now));
}
