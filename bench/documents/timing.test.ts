import { describe, expect, it } from "vitest";
import { percentile, timeCalls } from "./timing.ts";

describe("bench timing", () => {
  it("takes the nearest-rank percentile of unsorted values", () => {
    const values = [9, 1, 5, 3, 7, 2, 8, 4, 10, 6];
    expect(percentile(values, 0.5)).toBe(5);
    expect(percentile(values, 0.95)).toBe(10);
    expect(percentile(values, 0.1)).toBe(1);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("calls warm-up runs untimed, then times each run", async () => {
    let calls = 0;
    const timing = await timeCalls(() => calls++, { runs: 4, warmup: 2 });
    expect(calls).toBe(6);
    expect(timing.runs).toBe(4);
    expect(timing.wall.p95).toBeGreaterThanOrEqual(timing.wall.p50);
    expect(timing.wall.max).toBeGreaterThanOrEqual(timing.wall.p95);
  });
});
