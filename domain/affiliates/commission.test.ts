import { describe, expect, it } from "vitest";
import { commissionForOrder, lineNetMinor, parentChain, tierShares } from "./commission.ts";
import { DEFAULT_PROGRAMME_SETTINGS, type ProgrammeSettings } from "./programme.ts";

const base: ProgrammeSettings = { ...DEFAULT_PROGRAMME_SETTINGS, defaultRate: { kind: "percent", basisPoints: 1000 }, productRates: [], categoryRates: [] };
const line = (netMinor: number, productId = 1, categoryIds: number[] = [], quantity = 1) => ({ productId, categoryIds, quantity, netMinor });

describe("commission per order", () => {
  it.each([
    ["10 % default on 100.00", [line(10_000)], base, null, 1000],
    ["affiliate's own 15 % beats the default", [line(10_000)], base, { kind: "percent", basisPoints: 1500 } as const, 1500],
    ["fixed per order, once for two lines", [line(5000), line(5000, 2)], base, { kind: "fixed", amountMinor: 700 } as const, 700],
    ["fixed per order never exceeds the net", [line(300)], base, { kind: "fixed", amountMinor: 700 } as const, 300],
    ["rounds down", [line(999)], base, null, 99],
  ])("%s", (_name, lines, settings, rate, expected) => {
    expect(commissionForOrder(lines, settings, rate)).toBe(expected);
  });

  it("a product rate beats the category and affiliate rates; fixed product rates are per unit", () => {
    const settings = {
      ...base,
      productRates: [{ productId: 7, rate: { kind: "fixed" as const, amountMinor: 200 } }],
      categoryRates: [{ categoryId: 3, rate: { kind: "percent" as const, basisPoints: 3000 } }],
    };
    // product 7: 3 units × 2.00 = 6.00; product 8 in category 3: 30 % of 50.00 = 15.00; product 9: affiliate 5 % of 20.00 = 1.00
    expect(commissionForOrder([line(9000, 7, [3], 3), line(5000, 8, [3]), line(2000, 9)], settings, { kind: "percent", basisPoints: 500 })).toBe(
      600 + 1500 + 100,
    );
  });

  it("the best of several category rates applies", () => {
    const settings = {
      ...base,
      categoryRates: [
        { categoryId: 1, rate: { kind: "percent" as const, basisPoints: 500 } },
        { categoryId: 2, rate: { kind: "percent" as const, basisPoints: 2500 } },
      ],
    };
    expect(commissionForOrder([line(4000, 5, [1, 2])], settings, null)).toBe(1000);
  });

  it("the base is the discounted subtotal without tax: inclusive prices take the tax out", () => {
    expect(lineNetMinor({ total: 12_300, tax: 2300 }, true)).toBe(10_000);
    expect(lineNetMinor({ total: 10_000, tax: 2300 }, false)).toBe(10_000);
    expect(lineNetMinor({ total: 0, tax: 0 }, true)).toBe(0);
  });
});

describe("tier shares", () => {
  it("each level above takes its configured share of the direct commission", () => {
    expect(tierShares(1000, 10, [20, 30, 40], [2000, 1000])).toEqual([
      { affiliateId: 20, level: 1, amountMinor: 200 },
      { affiliateId: 30, level: 2, amountMinor: 100 },
    ]);
  });

  it("stops at a loop and skips an excluded parent", () => {
    expect(tierShares(1000, 10, [20, 10, 30], [2000, 1000, 500])).toEqual([{ affiliateId: 20, level: 1, amountMinor: 200 }]);
    expect(tierShares(1000, 10, [20, 30], [2000, 1000], (id) => id === 20)).toEqual([{ affiliateId: 30, level: 2, amountMinor: 100 }]);
  });

  it("walks parents nearest first, bounded by the levels and loops", () => {
    const parents = new Map<number, number | null>([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
    expect(parentChain(1, parents, 5)).toEqual([2, 3]);
    expect(parentChain(1, parents, 1)).toEqual([2]);
    expect(parentChain(4, parents, 3)).toEqual([]);
  });
});
