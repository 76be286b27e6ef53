import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { approveAfterOf, balanceOf, clawbackFor, DAY_MS, isApproved, type LedgerEntry } from "./ledger.ts";

const now = new Date("2026-06-01T12:00:00Z");

describe("ledger", () => {
  it("a pending entry counts as approved once its delay has passed", () => {
    const completed = new Date(now.getTime() - 15 * DAY_MS);
    expect(isApproved({ state: "pending", approveAfter: approveAfterOf(completed, 14) }, now)).toBe(true);
    expect(isApproved({ state: "pending", approveAfter: approveAfterOf(completed, 30) }, now)).toBe(false);
    expect(isApproved({ state: "pending", approveAfter: null }, now)).toBe(false);
  });

  it("a refund after payout leaves a negative approved balance (the clawback is carried)", () => {
    const entries: LedgerEntry[] = [
      { kind: "commission", amountMinor: 1000, state: "approved", approveAfter: null },
      { kind: "payout", amountMinor: -1000, state: "approved", approveAfter: null },
      { kind: "clawback", amountMinor: -1000, state: "approved", approveAfter: null },
    ];
    expect(balanceOf(entries, now)).toEqual({ totalMinor: -1000, approvedMinor: -1000, pendingMinor: 0 });
  });

  const entry = fc.record({
    kind: fc.constantFrom("commission" as const, "clawback" as const, "payout" as const, "payout_return" as const),
    amountMinor: fc.integer({ min: -100_000, max: 100_000 }),
    state: fc.constantFrom("pending" as const, "approved" as const),
    approveAfter: fc.option(fc.date({ min: new Date("2026-01-01"), max: new Date("2027-01-01"), noInvalidDate: true }), { nil: null }),
  });

  it("property: the balance equals the sum of the entries, split into approved and pending", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const b = balanceOf(entries, now);
        expect(b.totalMinor).toBe(entries.reduce((s, e) => s + e.amountMinor, 0));
        expect(b.approvedMinor + b.pendingMinor).toBe(b.totalMinor);
      }),
    );
  });

  it("property: a series of refunds never leaves a positive commission on a refunded amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }),
        (total, original, refundSteps) => {
          let refunded = 0;
          let net = original;
          for (const step of refundSteps) {
            refunded = Math.min(total, refunded + step);
            const claw = clawbackFor({ originalMinor: original, netSoFarMinor: net, orderTotalMinor: total, refundedTotalMinor: refunded });
            expect(claw).toBeGreaterThanOrEqual(0);
            net -= claw;
            // What is left is at most the commission's share of what was kept.
            expect(net * total).toBeLessThanOrEqual(original * (total - refunded));
            expect(net).toBeGreaterThanOrEqual(0);
          }
          if (refunded === total) expect(net).toBe(0);
        },
      ),
    );
  });

  it("a cancellation (everything refunded) claws back the whole commission", () => {
    expect(clawbackFor({ originalMinor: 1234, netSoFarMinor: 1234, orderTotalMinor: 5000, refundedTotalMinor: 5000 })).toBe(1234);
    expect(clawbackFor({ originalMinor: 1000, netSoFarMinor: 1000, orderTotalMinor: 10_000, refundedTotalMinor: 2500 })).toBe(250);
  });
});
