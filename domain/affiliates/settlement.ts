/**
 * Which ledger entries a paid payout settles. The payout takes the affiliate's approved, unsettled
 * commission and clawbacks oldest first, whole, until their sum reaches its amount; the entry that would
 * go past it is split in two (the part the payout settles and the rest, which stays open). So the
 * entries a payout settles always add up to exactly its amount, and a clawback is never settled before
 * the commission it reverses (that commission is older).
 *
 * When all the open entries add up to less than the payout (clawbacks arrived after it was requested), the
 * payout cannot be paid as it stands: staff reject it and the affiliate asks again.
 */

/** An open entry, in the order the payout takes them: oldest first (created, then id). */
export type OpenEntry = { id: number; amountMinor: number };

export type Settlement =
  { ok: true; whole: number[]; split: { id: number; settledMinor: number; restMinor: number } | null } | { ok: false; coveredMinor: number };

export function settlePayout(open: readonly OpenEntry[], payoutMinor: number): Settlement {
  const openMinor = open.reduce((total, entry) => total + entry.amountMinor, 0);
  if (openMinor < payoutMinor) return { ok: false, coveredMinor: Math.max(0, openMinor) };
  const whole: number[] = [];
  let sum = 0;
  for (const entry of open) {
    if (sum === payoutMinor) break;
    if (sum + entry.amountMinor <= payoutMinor) {
      whole.push(entry.id);
      sum += entry.amountMinor;
      continue;
    }
    const settledMinor = payoutMinor - sum;
    return { ok: true, whole, split: { id: entry.id, settledMinor, restMinor: entry.amountMinor - settledMinor } };
  }
  return { ok: true, whole, split: null };
}

/** The largest amount up to `targetMinor` that whole open entries (oldest first) add up to: a payout needing no split. */
export function wholeEntriesUpTo(open: readonly OpenEntry[], targetMinor: number): number {
  let sum = 0;
  for (const entry of open) {
    if (sum + entry.amountMinor > targetMinor) break;
    sum += entry.amountMinor;
  }
  return sum;
}
