import { describe, expect, it } from "vitest";
import type { LoadResult } from "../archive/load-run.ts";
import type { CheckoutResult } from "./checkout-run.ts";
import { errorCount, GOALS, verdictsFor } from "./verdicts.ts";

function load(p99: number, extra: Partial<LoadResult> = {}): LoadResult {
  return {
    requestsPerSecond: 500,
    latency: { p50: p99 / 3, p95: p99 / 1.5, p99, max: p99 * 2, mean: p99 / 3 },
    requests: 10_000,
    errors: 0,
    unexpectedStatus: 0,
    statusCounts: { "200": 10_000 },
    ...extra,
  };
}

const checkout = (extra: Partial<CheckoutResult> = {}): CheckoutResult => ({
  orders: 1000,
  seconds: 5,
  ordersPerSecond: 200,
  latency: { p50: 100, p95: 200, p99: 300, max: 400, mean: 120 },
  errors: 0,
  statusCounts: { "201": 1000 },
  ...extra,
});

const passes = (figures: Parameters<typeof verdictsFor>[0]) => verdictsFor(figures).map((v) => v.pass);

describe("cart bench verdicts", () => {
  it("passes every goal when add to cart is fast and nothing failed", () => {
    expect(passes({ addToCart: load(GOALS.addToCartP99Ms), cartRead: load(10), checkout: checkout() })).toEqual([true, true, true, true]);
  });

  it("fails the latency goal just above 25 ms at p99", () => {
    const verdicts = verdictsFor({ addToCart: load(25.1), cartRead: load(10), checkout: checkout() });
    expect(verdicts[0]).toMatchObject({ goal: "add to cart p99 <= 25 ms", measured: "25.1 ms", pass: false });
  });

  it("counts connection errors and unexpected statuses as errors", () => {
    expect(errorCount(load(5, { errors: 2, unexpectedStatus: 3 }))).toBe(5);
    expect(passes({ addToCart: load(5, { unexpectedStatus: 1 }), cartRead: load(5, { errors: 1 }), checkout: checkout({ errors: 1 }) })).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("does not pass a phase that measured nothing", () => {
    const nothing = load(Number.NaN, { requests: 0, statusCounts: {} });
    expect(passes({ addToCart: nothing, cartRead: nothing, checkout: checkout({ orders: 0 }) })).toEqual([false, false, false, false]);
  });
});
