import { describe, expect, it } from "vitest";
import { percentile, summariseLatencies } from "./latency-stats.ts";

describe("percentile (nearest rank)", () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it("reads the value below which the given share of answers fall", () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
  });

  it("sorts numerically, not as text, whatever the input order", () => {
    expect(percentile([100, 9, 20, 3], 50)).toBe(9);
    expect(percentile([100, 9, 20, 3], 95)).toBe(100);
  });

  it("rounds the rank up, so a short series never reports below its slow tail", () => {
    // 20 values: rank ceil(0.95 * 20) = 19, the second slowest.
    const twenty = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
    expect(percentile(twenty, 95)).toBe(190);
  });

  it("gives the first value for the 0th percentile and NaN for no values", () => {
    expect(percentile([7, 5], 0)).toBe(5);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe("summariseLatencies", () => {
  it("gives p50, p95, p99, max and mean of one run", () => {
    const values = [...Array.from({ length: 95 }, () => 10), 50, 60, 70, 80, 200];
    const summary = summariseLatencies(values);
    expect(summary).toEqual({ p50: 10, p95: 10, p99: 80, max: 200, mean: (95 * 10 + 50 + 60 + 70 + 80 + 200) / 100 });
  });
});
