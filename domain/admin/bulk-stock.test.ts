import { describe, expect, it } from "vitest";
import { applyStockChange, type Stock, STOCK_SKIP_REASONS, stockStatusFor } from "./bulk-stock.ts";

const tracked = (stockQuantity: number, stockStatus: Stock["stockStatus"] = "instock"): Stock => ({ manageStock: true, stockQuantity, stockStatus });
const untracked: Stock = { manageStock: false, stockQuantity: null, stockStatus: "instock" };

describe("applyStockChange", () => {
  it.each([
    { before: tracked(5), change: { mode: "set", amount: 12 }, after: tracked(12) },
    { before: tracked(5), change: { mode: "set", amount: 0 }, after: tracked(0, "outofstock") },
    { before: tracked(0, "outofstock"), change: { mode: "adjust", amount: 3 }, after: tracked(3) },
    { before: tracked(5), change: { mode: "adjust", amount: -2 }, after: tracked(3) },
    { before: tracked(5), change: { mode: "adjust", amount: -9 }, after: tracked(0, "outofstock") }, // never below zero
    { before: tracked(5, "onbackorder"), change: { mode: "adjust", amount: -5 }, after: tracked(0, "onbackorder") },
    { before: untracked, change: { mode: "set", amount: 7 }, after: tracked(7) }, // setting starts tracking
  ] as const)("$change on $before", ({ before, change, after }) => {
    expect(applyStockChange(before, change)).toEqual({ ok: true, after });
  });

  it("refuses to adjust stock that is not tracked", () => {
    expect(applyStockChange(untracked, { mode: "adjust", amount: 1 })).toEqual({ ok: false, reason: STOCK_SKIP_REASONS.notTracked });
  });

  it("skips a change that changes nothing", () => {
    expect(applyStockChange(tracked(4), { mode: "set", amount: 4 })).toEqual({ ok: false, reason: STOCK_SKIP_REASONS.unchanged });
  });
});

describe("stockStatusFor", () => {
  it.each([
    [1, "outofstock", "instock"],
    [0, "instock", "outofstock"],
    [0, "onbackorder", "onbackorder"],
  ] as const)("%i (was %s) is %s", (quantity, current, expected) => {
    expect(stockStatusFor(quantity, current)).toBe(expected);
  });
});
