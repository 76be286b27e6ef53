/**
 * The two reads every affiliate money figure is computed from (domain/affiliates/figures.ts): one
 * affiliate's ledger as figure lines and their referred orders, each grouped in SQL by every field the
 * figures look at (the sums are the same as over the single rows, and the answer stays small).
 */
import { sql } from "drizzle-orm";
import { type FigureLine, type ReferredOrders, UNCOUNTED_ORDER_STATUSES } from "../../../domain/affiliates/figures.ts";
import type { LedgerKind } from "../../../domain/affiliates/ledger.ts";
import type { Queryable } from "../../db/kit/index.ts";

type Rows<Row> = { rows: Row[] };
const rowsOf = async <Row>(db: Queryable, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as Rows<Row>).rows;

/**
 * The affiliate's ledger at `now`: approved as the ledger rule reads it, settled by the paid payout (a payout
 * entry: its payout was paid), commission lines on the day their order was placed.
 */
export async function figureLinesOf(db: Queryable, affiliateId: number, now: Date): Promise<FigureLine[]> {
  return (await figureLinesByAffiliate(db, [affiliateId], now)).get(affiliateId) ?? [];
}

/** The same lines for several affiliates at once (the admin's list), by affiliate id. */
export async function figureLinesByAffiliate(db: Queryable, affiliateIds: readonly number[], now: Date): Promise<Map<number, FigureLine[]>> {
  const byAffiliate = new Map<number, FigureLine[]>();
  if (affiliateIds.length === 0) return byAffiliate;
  const rows = await rowsOf<Omit<FigureLine, "kind"> & { kind: LedgerKind; affiliateId: number }>(
    db,
    sql`select e.affiliate_id::int as "affiliateId", e.kind::text as "kind", e.level::int as "level", e.coupon_id::int as "couponId",
        (e.state = 'approved' or (e.approve_after is not null and e.approve_after <= ${now.toISOString()}::timestamptz)) as "approved",
        (case when e.kind in ('commission', 'clawback') then e.paid_by_payout_id is not null else coalesce(p.state = 'paid', false) end) as "settled",
        to_char(coalesce(case when e.kind in ('commission', 'clawback') then a.placed_at end, e.created_at) at time zone 'UTC', 'YYYY-MM-DD') as "day",
        sum(e.amount_minor)::int as "amountMinor"
      from commission_entries e
      left join order_attributions a on a.order_id = e.order_id
      left join affiliate_payouts p on p.id = e.payout_id
      where e.affiliate_id in (${sql.join(
        affiliateIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by 1, 2, 3, 4, 5, 6, 7`,
  );
  for (const { affiliateId, ...r } of rows) {
    const id = Number(affiliateId);
    const line = { ...r, amountMinor: Number(r.amountMinor), level: Number(r.level), couponId: r.couponId === null ? null : Number(r.couponId) };
    byAffiliate.set(id, [...(byAffiliate.get(id) ?? []), line]);
  }
  return byAffiliate;
}

/** The orders credited to the affiliate, by day, coupon and whether they count (not cancelled, refunded or failed). */
export async function referredOrdersOf(db: Queryable, affiliateId: number): Promise<ReferredOrders[]> {
  const rows = await rowsOf<ReferredOrders>(
    db,
    sql`select to_char(a.placed_at at time zone 'UTC', 'YYYY-MM-DD') as "day", a.coupon_id::int as "couponId",
        (o.status::text not in (${sql.join(
          UNCOUNTED_ORDER_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})) as "counted",
        count(*)::int as "orders", coalesce(sum(a.sales_minor), 0)::int as "salesMinor", coalesce(sum(a.discount_minor), 0)::int as "discountMinor"
      from order_attributions a join orders o on o.id = a.order_id
      where a.affiliate_id = ${affiliateId}
      group by 1, 2, 3`,
  );
  return rows.map((r) => ({
    ...r,
    couponId: r.couponId === null ? null : Number(r.couponId),
    orders: Number(r.orders),
    salesMinor: Number(r.salesMinor),
    discountMinor: Number(r.discountMinor),
  }));
}
