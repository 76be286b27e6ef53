/**
 * The dashboard's figures, computed in SQL for one affiliate: the statistics of the three periods, the
 * coupons, the latest orders, the network below, the balance and the chart. Every statement is filtered
 * by the affiliate's id first (the indexes on affiliate_id lead), so one affiliate never reads another's rows.
 */
import { sql } from "drizzle-orm";
import { STATISTICS_PERIODS, type CommissionState, type CouponStatistics, type StatisticsPeriod } from "../../../domain/affiliates/dashboard.ts";
import { DAY_MS } from "../../../domain/affiliates/ledger.ts";
import type { Db } from "../../db/connect.ts";
import { sqlRows } from "../catalog/sql-rows.ts";

export const DASHBOARD_ORDER_ROWS = 200;

const EPOCH = new Date(0);
export function periodStart(period: StatisticsPeriod, now: Date): Date {
  return period === "last7" ? new Date(now.getTime() - 7 * DAY_MS) : period === "last30" ? new Date(now.getTime() - 30 * DAY_MS) : EPOCH;
}

const APPROVED = (now: Date) => sql.raw(`(e.state = 'approved' or (e.approve_after is not null and e.approve_after <= '${now.toISOString()}'::timestamptz))`);

/** The statistics of the three periods and the balance (approved and pending): two statements, side by side. */
export async function statisticsOf(
  db: Db,
  affiliateId: number,
  now: Date,
): Promise<{ statistics: Record<StatisticsPeriod, CouponStatistics>; balance: { approvedMinor: number; pendingMinor: number } }> {
  const since = Object.fromEntries(STATISTICS_PERIODS.map((p) => [p, periodStart(p, now).toISOString()])) as Record<StatisticsPeriod, string>;
  const after = (p: StatisticsPeriod, column: string) => sql`${sql.raw(column)} >= ${since[p]}::timestamptz`;
  // Each period reads only its own rows (a range of the (affiliate, placed_at) index); all time sums without filters.
  const ordersQuery = sqlRows<Record<string, number>>(
    db,
    sql`select ${sql.join(
      STATISTICS_PERIODS.map((p) => {
        const where = p === "all" ? sql`a.affiliate_id = ${affiliateId}` : sql`a.affiliate_id = ${affiliateId} and ${after(p, "a.placed_at")}`;
        return sql`(select row(count(*), coalesce(sum(a.sales_minor), 0), coalesce(sum(a.discount_minor), 0))::text from order_attributions a where ${where})
          as ${sql.raw(`o_${p}`)}`;
      }),
      sql`, `,
    )}`,
  );
  const ledgerQuery = sqlRows<Record<string, number>>(
    db,
    sql`select ${sql.join(
      STATISTICS_PERIODS.map(
        (p) => sql`coalesce(sum(e.amount_minor) filter (where e.kind in ('commission', 'clawback') and e.level = 0 and ${after(p, "e.created_at")}), 0)::int
            as ${sql.raw(`commission_${p}`)},
          coalesce(sum(e.amount_minor) filter (where e.kind in ('commission', 'clawback') and e.paid_by_payout_id is null and ${after(p, "e.created_at")}), 0)::int
            as ${sql.raw(`unpaid_${p}`)}`,
      ),
      sql`, `,
    )},
      coalesce(sum(e.amount_minor) filter (where ${APPROVED(now)}), 0)::int as "approved",
      coalesce(sum(e.amount_minor) filter (where not ${APPROVED(now)}), 0)::int as "pending"
    from commission_entries e where e.affiliate_id = ${affiliateId}`,
  );
  const [[ordersRow], [ledger]] = await Promise.all([ordersQuery, ledgerQuery]);
  // "(uses,sales,discounts)" of each period.
  const orders: Record<string, number> = {};
  for (const p of STATISTICS_PERIODS) {
    const [uses, sales, discounts] = String((ordersRow as Record<string, unknown> | undefined)?.[`o_${p}`] ?? "(0,0,0)")
      .slice(1, -1)
      .split(",")
      .map(Number);
    Object.assign(orders, { [`uses_${p}`]: uses ?? 0, [`sales_${p}`]: sales ?? 0, [`discounts_${p}`]: discounts ?? 0 });
  }
  const statistics = {} as Record<StatisticsPeriod, CouponStatistics>;
  for (const p of STATISTICS_PERIODS) {
    statistics[p] = {
      uses: orders?.[`uses_${p}`] ?? 0,
      salesMinor: orders?.[`sales_${p}`] ?? 0,
      discountsMinor: orders?.[`discounts_${p}`] ?? 0,
      commissionMinor: ledger?.[`commission_${p}`] ?? 0,
      unpaidCommissionMinor: ledger?.[`unpaid_${p}`] ?? 0,
    };
  }
  return { statistics, balance: { approvedMinor: ledger?.approved ?? 0, pendingMinor: ledger?.pending ?? 0 } };
}

export type CouponFigures = { id: number; code: string; type: string; amount: number; uses: number; salesMinor: number; commissionMinor: number };

export async function couponsOf(db: Db, affiliateId: number): Promise<CouponFigures[]> {
  return sqlRows<CouponFigures>(
    db,
    sql`select c.id::int as "id", c.code as "code", c.type::text as "type", c.amount::int as "amount",
        coalesce(u.uses, 0)::int as "uses", coalesce(u.sales, 0)::int as "salesMinor", coalesce(k.commission, 0)::int as "commissionMinor"
      from affiliate_coupons ac
      join coupons c on c.id = ac.coupon_id
      left join (select coupon_id, count(*) as uses, sum(sales_minor) as sales from order_attributions
                 where affiliate_id = ${affiliateId} and coupon_id is not null group by coupon_id) u on u.coupon_id = c.id
      left join (select coupon_id, sum(amount_minor) as commission from commission_entries
                 where affiliate_id = ${affiliateId} and level = 0 and kind in ('commission', 'clawback') and coupon_id is not null
                 group by coupon_id) k on k.coupon_id = c.id
      where ac.affiliate_id = ${affiliateId}
      order by lower(c.code)`,
  );
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

export async function balanceOfAffiliate(db: Db, affiliateId: number, now: Date) {
  const [row] = await sqlRows<{ approved: number; pending: number }>(
    db,
    sql`select coalesce(sum(e.amount_minor) filter (where ${APPROVED(now)}), 0)::int as "approved",
        coalesce(sum(e.amount_minor) filter (where not ${APPROVED(now)}), 0)::int as "pending"
      from commission_entries e where e.affiliate_id = ${affiliateId}`,
  );
  return { approvedMinor: row?.approved ?? 0, pendingMinor: row?.pending ?? 0 };
}

export async function chartOf(db: Db, affiliateId: number, since: Date) {
  return sqlRows<{ day: string; salesMinor: number; commissionMinor: number }>(
    db,
    sql`select day as "day", sum(sales)::int as "salesMinor", sum(commission)::int as "commissionMinor" from (
        select to_char(a.placed_at at time zone 'UTC', 'YYYY-MM-DD') as day, a.sales_minor as sales, 0 as commission
          from order_attributions a
          where a.affiliate_id = ${affiliateId} and a.placed_at >= ${since.toISOString()}::timestamptz
        union all
        select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD'), 0, e.amount_minor
          from commission_entries e
          where e.affiliate_id = ${affiliateId} and e.kind in ('commission', 'clawback') and e.created_at >= ${since.toISOString()}::timestamptz
      ) x group by day order by day`,
  );
}
