import { describe, expect, it } from "vitest";
import { countsAsRevenue, figuresOf, percentChange, revenueOf } from "./revenue.ts";

describe("what counts as revenue", () => {
  it.each([
    ["processing", true],
    ["completed", true],
    ["on-hold", true],
    ["pending", false],
    ["failed", false],
    ["cancelled", false],
    ["refunded", false],
    ["draft", false],
  ])("%s counts: %s", (status, counts) => expect(countsAsRevenue(status)).toBe(counts));

  it("takes refunds off the order and never goes below zero", () => {
    expect(revenueOf({ status: "completed", total: 5000, refundedTotal: 1200 })).toBe(3800);
    expect(revenueOf({ status: "completed", total: 5000, refundedTotal: 9000 })).toBe(0);
    expect(revenueOf({ status: "cancelled", total: 5000, refundedTotal: 0 })).toBe(0);
  });

  it("counts orders, revenue and the average over revenue orders only", () => {
    const figures = figuresOf([
      { status: "completed", total: 1000, refundedTotal: 0 },
      { status: "processing", total: 2001, refundedTotal: 0 },
      { status: "on-hold", total: 3000, refundedTotal: 1000 },
      { status: "failed", total: 9999, refundedTotal: 0 },
    ]);
    expect(figures).toEqual({ orders: 3, revenue: 5001, averageOrderValue: 1667 });
    expect(figuresOf([])).toEqual({ orders: 0, revenue: 0, averageOrderValue: 0 });
  });

  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 100, 0],
    [1, 3, -66.7],
    [10, 0, null],
  ])("%i against %i is %s %", (current, previous, change) => expect(percentChange(current, previous)).toBe(change));
});
