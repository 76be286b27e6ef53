/**
 * The commission ledger. Every change to what an affiliate is owed is an entry; the balance is the sum of
 * the entries, never a stored figure.
 *
 * - `commission` (+): written with the order, pending; once the order completes its `approveAfter` is set
 *   (completion + the programme's delay) and from then on it counts as approved.
 * - `clawback` (−): a refund or cancellation; it takes the state of the commission it reverses (pending
 *   with a pending one, approved otherwise), so it is written even after a payout and the balance carries it.
 * - `payout` (−): a payout request reserves its amount at once (approved), so two requests cannot both
 *   spend the same balance; `payout_return` (+) gives it back when staff reject the request.
 */
export const LEDGER_KINDS = ["commission", "clawback", "payout", "payout_return"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type LedgerEntry = { kind: LedgerKind; amountMinor: number; state: "pending" | "approved"; approveAfter: Date | null };

export const DAY_MS = 86_400_000;

/** Whether an entry counts as approved at `now`: approved, or pending with its delay passed. */
export function isApproved(entry: Pick<LedgerEntry, "state" | "approveAfter">, now: Date): boolean {
  return entry.state === "approved" || (entry.approveAfter !== null && entry.approveAfter.getTime() <= now.getTime());
}

export function approveAfterOf(completedAt: Date, delayDays: number): Date {
  return new Date(completedAt.getTime() + delayDays * DAY_MS);
}

export type Balance = { totalMinor: number; approvedMinor: number; pendingMinor: number };

export function balanceOf(entries: readonly LedgerEntry[], now: Date): Balance {
  let approved = 0;
  let pending = 0;
  for (const entry of entries) {
    if (isApproved(entry, now)) approved += entry.amountMinor;
    else pending += entry.amountMinor;
  }
  return { totalMinor: approved + pending, approvedMinor: approved, pendingMinor: pending };
}

/**
 * The negative entry a refund or cancellation writes. The commission left on an order is at most its
 * share of what was not refunded, rounded down: `floor(original × (total − refunded) / total)`; the
 * clawback is what is still on the order above that. A full refund (or a cancellation: `refunded = total`)
 * leaves nothing. Works from the cumulative refunded amount, so a series of partial refunds never drifts.
 */
export function clawbackFor(input: { originalMinor: number; netSoFarMinor: number; orderTotalMinor: number; refundedTotalMinor: number }): number {
  const { originalMinor, netSoFarMinor, orderTotalMinor, refundedTotalMinor } = input;
  if (originalMinor <= 0) return 0;
  const kept = orderTotalMinor <= 0 ? 0 : Math.max(0, orderTotalMinor - refundedTotalMinor);
  const allowed = orderTotalMinor <= 0 ? 0 : Math.floor((originalMinor * kept) / orderTotalMinor);
  return Math.max(0, netSoFarMinor - allowed);
}
