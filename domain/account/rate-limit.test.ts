import { describe, expect, it } from "vitest";
import { LOGIN_WINDOW_MS, loginDecision, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, tooManyAttemptsMessage } from "./rate-limit.ts";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const times = (n: number, step = 1000) => Array.from({ length: n }, (_, i) => ago((i + 1) * step));

describe("login rate limit", () => {
  it("the limits are 5 failures per account and 20 per address in 15 minutes", () => {
    expect([MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS]).toEqual([5, 20, 900_000]);
  });

  it("allows attempts below both limits", () => {
    expect(loginDecision({ accountFailures: times(4), addressFailures: times(19), now })).toEqual({ allowed: true });
  });

  it("refuses the account at its 5th recent failure, until the oldest that counts ages out", () => {
    const decision = loginDecision({ accountFailures: times(5, 60_000), addressFailures: [], now });
    // Failures 1..5 minutes ago: the one 5 minutes ago ages out 10 minutes from now.
    expect(decision).toEqual({
      allowed: false,
      limitedBy: "account",
      retryAfterMs: 10 * 60_000,
      message: "Too many failed login attempts. Please try again in 10 minutes.",
    });
  });

  it("with more failures than the limit, waits until the count drops below it", () => {
    const decision = loginDecision({ accountFailures: times(7, 60_000), addressFailures: [], now });
    // 7 failures 1..7 min ago: allowed again once the ones 7, 6 and 5 min ago are gone → in 10 min.
    expect(decision).toMatchObject({ allowed: false, retryAfterMs: 10 * 60_000 });
  });

  it("failures older than the window and in the future do not count", () => {
    const old = [ago(LOGIN_WINDOW_MS), ago(LOGIN_WINDOW_MS + 1), ago(2 * LOGIN_WINDOW_MS)];
    expect(loginDecision({ accountFailures: [...old, ...times(4)], addressFailures: [], now })).toEqual({ allowed: true });
    expect(loginDecision({ accountFailures: [...times(4), new Date(now.getTime() + 1000)], addressFailures: [], now })).toEqual({ allowed: true });
  });

  it("refuses an address at 20 failures across accounts", () => {
    expect(loginDecision({ accountFailures: [], addressFailures: times(20), now })).toMatchObject({ allowed: false, limitedBy: "address" });
  });

  it("when both limits apply, answers the later retry time", () => {
    const addressLater = loginDecision({ accountFailures: times(5, 60_000), addressFailures: times(20, 1000), now });
    expect(addressLater).toMatchObject({ allowed: false, limitedBy: "address", retryAfterMs: LOGIN_WINDOW_MS - 20_000 });
    const accountLater = loginDecision({ accountFailures: times(5, 1000), addressFailures: times(20, 30_000), now });
    expect(accountLater).toMatchObject({ allowed: false, limitedBy: "account", retryAfterMs: LOGIN_WINDOW_MS - 5000 });
  });

  it.each([
    [1, "1 minute"],
    [59_000, "1 minute"],
    [60_000, "1 minute"],
    [60_001, "2 minutes"],
    [LOGIN_WINDOW_MS, "15 minutes"],
  ])("the message for %i ms says %s", (ms, text) => expect(tooManyAttemptsMessage(ms)).toBe(`Too many failed login attempts. Please try again in ${text}.`));
});
