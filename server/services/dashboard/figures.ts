import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import { chartDays, dailySeries, dashboardPeriods, type Period } from "../../../domain/admin/dashboard-periods.ts";
import { figuresOf, percentChange, type PeriodFigures, REVENUE_STATUSES, WAITING_STATUSES } from "../../../domain/admin/revenue.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { orders, products, reviews } from "../../db/schema/index.ts";

export type Comparison = {
  current: PeriodFigures;
  previous: PeriodFigures;
  change: { orders: number | null; revenue: number | null; averageOrderValue: number | null };
};

/** Stock at or below this many is "low" on the dashboard. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many rows each of the dashboard's short lists shows. */
export const DASHBOARD_LIST_LENGTH = 8;

async function periodOrders(q: Queryable, period: Period) {
  return q
    .select({ status: orders.status, total: orders.total, refundedTotal: orders.refundedTotal })
    .from(orders)
    .where(and(gte(orders.createdAt, period.from), lt(orders.createdAt, period.to), inArray(orders.status, [...REVENUE_STATUSES])));
}

async function compare(q: Queryable, current: Period, previous: Period): Promise<Comparison> {
  const now = figuresOf(await periodOrders(q, current));
  const before = figuresOf(await periodOrders(q, previous));
  return {
    current: now,
    previous: before,
    change: {
      orders: percentChange(now.orders, before.orders),
      revenue: percentChange(now.revenue, before.revenue),
      averageOrderValue: percentChange(now.averageOrderValue, before.averageOrderValue),
    },
  };
}

async function revenueByDay(q: Queryable, now: Date) {
  const days = chartDays(now);
  const from = new Date(`${days[0]}T00:00:00Z`);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await q
    .select({ day, revenue: sql<number>`sum(greatest(${orders.total} - ${orders.refundedTotal}, 0))::int` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lte(orders.createdAt, now), inArray(orders.status, [...REVENUE_STATUSES])))
    .groupBy(day);
  return dailySeries(days, new Map(rows.map((row) => [row.day, Number(row.revenue)])));
}

/** Everything the dashboard shows, at `now` (queries one after another: a transaction shares one connection). */
export async function dashboardFigures(q: Queryable, now: Date) {
  const periods = dashboardPeriods(now);
  const today = await compare(q, periods.today, periods.yesterday);
  const month = await compare(q, periods.month, periods.lastMonth);
  const chart = await revenueByDay(q, now);
  const lowStock = await q
    .select({ id: products.id, name: products.name, sku: products.sku, stockQuantity: products.stockQuantity })
    .from(products)
    .where(
      and(
        eq(products.manageStock, true),
        isNotNull(products.stockQuantity),
        lte(products.stockQuantity, LOW_STOCK_THRESHOLD),
        sql`${products.status} <> 'trash'`,
      ),
    )
    .orderBy(asc(products.stockQuantity), asc(products.name))
    .limit(DASHBOARD_LIST_LENGTH);
  const waiting = await q
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      email: orders.email,
      total: orders.total,
      currency: orders.currency,
      placedAt: orders.createdAt,
    })
    .from(orders)
    .where(inArray(orders.status, [...WAITING_STATUSES]))
    .orderBy(asc(orders.createdAt))
    .limit(DASHBOARD_LIST_LENGTH);
  const pendingReviews = await q
    .select({ id: reviews.id, productName: products.name, authorName: reviews.authorName, rating: reviews.rating, createdAt: reviews.createdAt })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, "pending"))
    .orderBy(desc(reviews.createdAt))
    .limit(DASHBOARD_LIST_LENGTH);
  return { at: now, today, month, chart, lowStock, waiting, pendingReviews, lowStockThreshold: LOW_STOCK_THRESHOLD };
}

export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>;
