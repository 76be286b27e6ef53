import { describe, expect, it } from "vitest";
import { applyPriceChange, changedRegularPrice, PRICE_SKIP_REASONS, type PriceChange } from "./bulk-price.ts";

const up10: PriceChange = { mode: "percent", direction: "up", amount: 10 };

describe("changedRegularPrice", () => {
  it.each([
    [1000, up10, 1100],
    [999, up10, 1099], // 1098.9 rounds to a whole minor unit
    [1005, { mode: "percent", direction: "down", amount: 10 }, 905], // 904.5 rounds half up
    [1000, { mode: "percent", direction: "up", amount: 12.5 }, 1125],
    [1000, { mode: "fixed", direction: "up", amount: 250 }, 1250],
    [1000, { mode: "fixed", direction: "down", amount: 250 }, 750],
    [100, { mode: "fixed", direction: "down", amount: 250 }, 0], // never below zero
    [100, { mode: "percent", direction: "down", amount: 150 }, 0],
    [0, up10, 0],
  ] as const)("%i changed by %o is %i", (current, change, expected) => {
    expect(changedRegularPrice(current, change)).toBe(expected);
  });
});

describe("applyPriceChange", () => {
  it.each([
    { before: { regularPrice: 1000, salePrice: null }, change: up10, after: { regularPrice: 1100, salePrice: null }, saleDropped: false },
    { before: { regularPrice: 1000, salePrice: 800 }, change: up10, after: { regularPrice: 1100, salePrice: 800 }, saleDropped: false },
    // 800 is at the new regular price: the sale is dropped.
    {
      before: { regularPrice: 1000, salePrice: 800 },
      change: { mode: "fixed", direction: "down", amount: 200 },
      after: { regularPrice: 800, salePrice: null },
      saleDropped: true,
    },
    {
      before: { regularPrice: 1000, salePrice: 900 },
      change: { mode: "percent", direction: "down", amount: 50 },
      after: { regularPrice: 500, salePrice: null },
      saleDropped: true,
    },
  ] as const)("$before → $after", ({ before, change, after, saleDropped }) => {
    expect(applyPriceChange(before, change)).toEqual({ ok: true, after, saleDropped });
  });

  it("skips a product without a regular price", () => {
    expect(applyPriceChange({ regularPrice: null, salePrice: null }, up10)).toEqual({ ok: false, reason: PRICE_SKIP_REASONS.noPrice });
  });

  it("skips a change that changes nothing", () => {
    expect(applyPriceChange({ regularPrice: 0, salePrice: null }, up10)).toEqual({ ok: false, reason: PRICE_SKIP_REASONS.unchanged });
  });
});
