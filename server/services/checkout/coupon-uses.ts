import { and, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/kit/index.ts";
import { couponUsages } from "../../db/schema/index.ts";

/** Counts earlier orders that used a coupon, by customer id or (case-insensitively) billing e-mail. */
export async function usesOf(q: Queryable, couponIds: number[], customerId: number | null, email: string | null): Promise<Map<number, number>> {
  if (couponIds.length === 0 || (customerId === null && email === null)) return new Map();
  const who = [
    customerId !== null ? sql`${couponUsages.customerId} = ${customerId}` : null,
    email !== null ? sql`lower(${couponUsages.email}) = ${email.toLowerCase()}` : null,
  ].filter((x) => x !== null);
  const rows = await q
    .select({ couponId: couponUsages.couponId, n: sql<number>`count(*)::int` })
    .from(couponUsages)
    .where(and(inArray(couponUsages.couponId, couponIds), sql`(${sql.join(who, sql` or `)})`))
    .groupBy(couponUsages.couponId);
  return new Map(rows.map((r) => [r.couponId, Number(r.n)]));
}
