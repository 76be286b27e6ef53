/**
 * The orders service's hooks, each run inside that service's own transaction: a completed order starts
 * its commission's approval delay; a refund or a cancellation writes the negative entries (even after the
 * commission was paid out: the balance carries the clawback). And the sums the dashboard and payouts read.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { approveAfterOf, clawbackFor } from "../../../domain/affiliates/ledger.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { commissionEntries, orderAttributions } from "../../db/schema/index.ts";
import { readProgramme } from "./programme.ts";

/** SQL: the entry counts as approved at `now` (approved, or pending with its delay passed). */
export const effectivelyApproved = (now: Date) =>
  sql`(${commissionEntries.state} = 'approved' or (${commissionEntries.approveAfter} is not null and ${commissionEntries.approveAfter} <= ${now.toISOString()}))`;

/** The order completed: its pending entries (commission and any clawback) approve after the programme's delay. */
export async function startApproval(tx: Queryable, orderId: number, completedAt: Date): Promise<void> {
  const { approvalDelayDays } = await readProgramme(tx);
  await tx
    .update(commissionEntries)
    .set({ approveAfter: approveAfterOf(completedAt, approvalDelayDays) })
    .where(and(eq(commissionEntries.orderId, orderId), eq(commissionEntries.state, "pending"), sql`${commissionEntries.approveAfter} is null`));
}

/**
 * A refund or a cancellation: for each affiliate who earned on the order, the clawback that leaves at most
 * their commission's share of what was not refunded (domain/affiliates/ledger.ts `clawbackFor`). A
 * cancellation passes `refundedTotal = total`.
 */
export async function reverseCommission(
  tx: Queryable,
  order: { orderId: number; total: number; refundedTotal: number; reason: string },
  now: Date,
): Promise<number> {
  const rows = await tx
    .select({
      affiliateId: commissionEntries.affiliateId,
      level: commissionEntries.level,
      original: sql<number>`coalesce(sum(${commissionEntries.amountMinor}) filter (where ${commissionEntries.kind} = 'commission'), 0)::int`,
      net: sql<number>`coalesce(sum(${commissionEntries.amountMinor}), 0)::int`,
      pending: sql<boolean>`bool_or(${commissionEntries.kind} = 'commission' and not ${effectivelyApproved(now)})`,
      approveAfter: sql<string | null>`max(${commissionEntries.approveAfter})`,
      signal: sql<"coupon" | "link" | "none">`max(${commissionEntries.signal}::text)`,
      sourceAffiliateId: sql<number | null>`max(${commissionEntries.sourceAffiliateId})`,
      couponId: sql<number | null>`max(${commissionEntries.couponId})`,
    })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.orderId, order.orderId), inArray(commissionEntries.kind, ["commission", "clawback"])))
    // The caller holds the order row's lock, so two reversals of one order cannot interleave.
    .groupBy(commissionEntries.affiliateId, commissionEntries.level);
  // The dashboard's sales count what was kept.
  await tx
    .update(orderAttributions)
    .set({ salesMinor: Math.max(0, order.total - order.refundedTotal) })
    .where(eq(orderAttributions.orderId, order.orderId));
  let total = 0;
  for (const row of rows) {
    const claw = clawbackFor({ originalMinor: row.original, netSoFarMinor: row.net, orderTotalMinor: order.total, refundedTotalMinor: order.refundedTotal });
    if (claw <= 0) continue;
    total += claw;
    await tx.insert(commissionEntries).values({
      affiliateId: row.affiliateId,
      orderId: order.orderId,
      kind: "clawback",
      level: row.level,
      amountMinor: -claw,
      // With a pending commission the clawback waits with it (they approve together and cancel out).
      state: row.pending ? "pending" : "approved",
      approveAfter: row.pending && row.approveAfter ? new Date(row.approveAfter) : null,
      signal: row.signal,
      reason: order.reason,
      sourceAffiliateId: row.sourceAffiliateId,
      couponId: row.couponId,
      createdAt: now,
    });
  }
  return total;
}
