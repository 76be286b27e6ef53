import { and, asc, count, desc, eq, ilike, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { couponStatusOf, type CouponStatus } from "../../../domain/admin/coupon-status.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { coupons } from "../../db/schema/index.ts";
import { type CouponList, type CouponListQuery, COUPONS_PER_PAGE, type CouponSort, type CouponSummary } from "./types.ts";

const ORDER_BY: Record<CouponSort, SQL> = {
  code: sql`lower(${coupons.code})`,
  amount: sql`${coupons.amount}`,
  usage: sql`${coupons.usageCount}`,
  expires: sql`${coupons.expiresAt}`,
  created: sql`${coupons.createdAt}`,
};

/** The SQL twin of couponStatusOf (domain/admin/coupon-status.ts), so the list filters in the database. */
function statusCondition(status: CouponStatus, now: Date): SQL | undefined {
  const expired = and(isNotNull(coupons.expiresAt), lte(coupons.expiresAt, now));
  const usedUp = and(isNotNull(coupons.usageLimit), sql`${coupons.usageCount} >= ${coupons.usageLimit}`);
  if (status === "expired") return expired;
  if (status === "used_up") return and(sql`not coalesce(${expired}, false)`, usedUp);
  return and(sql`not coalesce(${expired}, false)`, sql`not coalesce(${usedUp}, false)`);
}

/** Escapes LIKE's wildcards so a search for "10%" finds that text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toSummary(row: typeof coupons.$inferSelect, now: Date): CouponSummary {
  const { id, code, type, amount, usageCount, usageLimit, expiresAt, allowedEmails } = row;
  return { id, code, type, amount, usageCount, usageLimit, expiresAt, allowedEmails, status: couponStatusOf(row, now) };
}

export async function listCoupons(q: Queryable, query: CouponListQuery, now: Date): Promise<CouponList> {
  const perPage = Math.min(Math.max(query.perPage ?? COUPONS_PER_PAGE, 1), 100);
  const where = and(
    query.q?.trim() ? ilike(coupons.code, likeText(query.q.trim())) : undefined,
    query.type ? eq(coupons.type, query.type) : undefined,
    query.status ? statusCondition(query.status, now) : undefined,
  );
  const [total] = await q.select({ n: count() }).from(coupons).where(where);
  const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / perPage));
  const page = Math.min(Math.max(query.page ?? 1, 1), pageCount);
  const order = ORDER_BY[query.sort ?? "created"];
  const direction = query.dir ?? (query.sort === undefined ? "desc" : "asc");
  const rows = await q
    .select()
    .from(coupons)
    .where(where)
    .orderBy(direction === "asc" ? sql`${order} asc nulls last` : sql`${order} desc nulls last`, direction === "asc" ? asc(coupons.id) : desc(coupons.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { coupons: rows.map((row) => toSummary(row, now)), total: total?.n ?? 0, page, pageCount };
}
