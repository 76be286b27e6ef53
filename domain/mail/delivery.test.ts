import { describe, expect, it } from "vitest";
import { deliveryState, leaseUntil, MAX_SEND_ATTEMPTS, nextAttemptAfterFailure, RETRY_DELAYS_MS, SEND_LEASE_MS } from "./delivery.ts";

describe("deliveryState", () => {
  it.each([
    [{ sentAt: new Date(0), attempts: 1 }, "sent"],
    [{ sentAt: new Date(0), attempts: MAX_SEND_ATTEMPTS }, "sent"],
    [{ sentAt: null, attempts: 0 }, "pending"],
    [{ sentAt: null, attempts: MAX_SEND_ATTEMPTS - 1 }, "pending"],
    [{ sentAt: null, attempts: MAX_SEND_ATTEMPTS }, "failed"],
  ] as const)("%o is %s", (mail, state) => {
    expect(deliveryState(mail)).toBe(state);
  });
});

describe("retry rules", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  const minutes = (date: Date | null) => (date ? (date.getTime() - now.getTime()) / 60_000 : null);

  it("waits longer after each failure and gives up at MAX_SEND_ATTEMPTS", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => minutes(nextAttemptAfterFailure(attempts, now)))).toEqual([1, 5, 30, 120, null, null]);
    expect(RETRY_DELAYS_MS).toHaveLength(MAX_SEND_ATTEMPTS - 1);
  });

  it("treats a count below one as the first failure", () => {
    expect(minutes(nextAttemptAfterFailure(0, now))).toBe(1);
  });

  it("holds a claimed mail for the lease, well beyond the SMTP timeouts", () => {
    expect(leaseUntil(now).getTime() - now.getTime()).toBe(SEND_LEASE_MS);
    expect(SEND_LEASE_MS).toBeGreaterThanOrEqual(5 * 60_000);
  });
});
