import { describe, expect, it } from "vitest";
import { retryAfterSeconds, slidingWindowRetryAt } from "./rate-limit.ts";

const now = 1_000_000;
const rule = { limit: 3, windowMs: 60_000 };

describe("the sliding window", () => {
  it("allows events below the limit", () => {
    expect(slidingWindowRetryAt([now - 1000, now - 2000], rule, now)).toBeNull();
  });

  it("at the limit, waits until the oldest event that counts ages out", () => {
    expect(slidingWindowRetryAt([now - 10_000, now - 20_000, now - 30_000], rule, now)).toBe(now - 30_000 + 60_000);
  });

  it("over the limit, waits until the count drops below it", () => {
    const times = [1, 2, 3, 4, 5].map((s) => now - s * 1000);
    expect(slidingWindowRetryAt(times, rule, now)).toBe(now - 3000 + 60_000);
  });

  it("ignores events older than the window and in the future", () => {
    expect(slidingWindowRetryAt([now - 60_000, now - 70_000, now + 5, now - 1], rule, now)).toBeNull();
  });

  it.each([
    [now + 1, 1],
    [now + 1000, 1],
    [now + 1001, 2],
    [now - 5, 1],
  ])("retry at %i is %i seconds away", (at, seconds) => expect(retryAfterSeconds(at, now)).toBe(seconds));
});
