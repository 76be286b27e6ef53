import { describe, expect, it } from "vitest";
import {
  FIRST_LOGIN_DELAY_MS,
  FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_WINDOW_MS,
  loginDecision,
  loginDelayMs,
  MAX_FAILURES_PER_ADDRESS,
  MAX_LOGIN_DELAY_MS,
  tooManyAttemptsMessage,
} from "./rate-limit.ts";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const times = (n: number, step = 1000) => Array.from({ length: n }, (_, i) => ago((i + 1) * step));

describe("login rate limit", () => {
  it("5 free failures per account and address, then 1 s doubling up to 15 minutes; 20 per address; a 15-minute window", () => {
    expect([FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS, FIRST_LOGIN_DELAY_MS, MAX_LOGIN_DELAY_MS, MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS]).toEqual([
      5, 1000, 900_000, 20, 900_000,
    ]);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 1000],
    [6, 2000],
    [7, 4000],
    [14, 512_000],
    [15, 900_000],
    [40, 900_000],
    [10_000, 900_000],
  ])("after %i failures of the pair the next try waits %i ms", (failures, ms) => expect(loginDelayMs(failures)).toBe(ms));

  it("allows tries below both limits", () => {
    expect(loginDecision({ pairFailures: times(4), addressFailures: times(19), now })).toEqual({ allowed: true });
  });

  it("after the 5th failure of the pair, the next try waits 1 s from the last failure", () => {
    const justNow = [ago(200), ...times(4, 10_000)];
    expect(loginDecision({ pairFailures: justNow, addressFailures: justNow, now })).toEqual({
      allowed: false,
      limitedBy: "account_and_address",
      retryAfterMs: 800,
      message: "Too many failed login attempts. Please try again in 1 second.",
    });
    expect(loginDecision({ pairFailures: [ago(1000), ...times(4, 10_000)], addressFailures: [], now })).toEqual({ allowed: true });
  });

  it("the wait doubles with each further failure and stops growing at 15 minutes", () => {
    const failures = (n: number) => [ago(0), ...times(n - 1, 10)];
    expect(loginDecision({ pairFailures: failures(8), addressFailures: [], now })).toMatchObject({ allowed: false, retryAfterMs: 8000 });
    expect(loginDecision({ pairFailures: failures(30), addressFailures: [], now })).toMatchObject({
      allowed: false,
      retryAfterMs: MAX_LOGIN_DELAY_MS,
      message: "Too many failed login attempts. Please try again in 15 minutes.",
    });
  });

  it("failures older than the window and in the future do not count", () => {
    const old = [ago(LOGIN_WINDOW_MS), ago(LOGIN_WINDOW_MS + 1), ago(2 * LOGIN_WINDOW_MS)];
    expect(loginDecision({ pairFailures: [...old, ...times(4)], addressFailures: [], now })).toEqual({ allowed: true });
    expect(loginDecision({ pairFailures: [...times(4), new Date(now.getTime() + 1000)], addressFailures: [], now })).toEqual({ allowed: true });
  });

  it("refuses an address at 20 failures across accounts, until the oldest that counts ages out", () => {
    expect(loginDecision({ pairFailures: [], addressFailures: times(20, 1000), now })).toMatchObject({
      allowed: false,
      limitedBy: "address",
      retryAfterMs: LOGIN_WINDOW_MS - 20_000,
    });
  });

  it("when both limits apply, answers the later retry time", () => {
    const pairLater = loginDecision({ pairFailures: [ago(0), ...times(29, 10)], addressFailures: times(20, 30_000), now });
    expect(pairLater).toMatchObject({ allowed: false, limitedBy: "account_and_address", retryAfterMs: MAX_LOGIN_DELAY_MS });
    const addressLater = loginDecision({ pairFailures: [ago(0), ...times(4, 10)], addressFailures: times(20, 1000), now });
    expect(addressLater).toMatchObject({ allowed: false, limitedBy: "address", retryAfterMs: LOGIN_WINDOW_MS - 20_000 });
  });

  it.each([
    [1, "1 second"],
    [1000, "1 second"],
    [1001, "2 seconds"],
    [59_000, "59 seconds"],
    [60_000, "1 minute"],
    [60_001, "2 minutes"],
    [LOGIN_WINDOW_MS, "15 minutes"],
  ])("the message for %i ms says %s", (ms, text) => expect(tooManyAttemptsMessage(ms)).toBe(`Too many failed login attempts. Please try again in ${text}.`));
});
