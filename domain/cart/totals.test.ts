import { describe, expect, it } from "vitest";
import { cartTotals, lineTotal, totalsBlock } from "./totals.ts";

describe("cart totals", () => {
  it.each([
    [[], { count: 0, subtotal: 0 }],
    [[{ unitPrice: 1000, quantity: 1 }], { count: 1, subtotal: 1000 }],
    [
      [
        { unitPrice: 1999, quantity: 3 },
        { unitPrice: 250, quantity: 2 },
      ],
      { count: 5, subtotal: 6497 },
    ],
    [[{ unitPrice: 0, quantity: 4 }], { count: 4, subtotal: 0 }],
  ])("%j → %j", (lines, expected) => expect(cartTotals(lines)).toEqual(expected));
  it("line total is unit price × quantity", () => expect(lineTotal({ unitPrice: 1250, quantity: 3 })).toBe(3750));
  it("the totals block: the total is the subtotal while nothing else applies", () =>
    expect(
      totalsBlock([
        { unitPrice: 1999, quantity: 3 },
        { unitPrice: 250, quantity: 2 },
      ]),
    ).toEqual({ subtotal: 6497, total: 6497 }));
});
