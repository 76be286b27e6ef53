import { describe, expect, it } from "vitest";
import { orderLineAmounts, refundedLineAmounts, shippingTaxRate, taxRowsOf, totalsOf, variationText } from "./document-amounts.ts";

const line = {
  id: 1,
  name: "Lamp",
  sku: null,
  attributes: [],
  quantity: 2,
  unitPrice: 1230,
  subtotal: 2460,
  discount: 0,
  tax: 460,
  total: 2460,
  taxRate: 2300,
};

describe("document amounts", () => {
  it("writes a line's options as text", () => {
    expect(
      variationText([
        { name: "Colour", value: "Red" },
        { name: "Size", value: "M" },
      ]),
    ).toBe("Colour: Red, Size: M");
    expect(variationText([])).toBe("");
  });

  it("finds the shipping's rate among the lines' rates, or reads it from the amounts", () => {
    expect(shippingTaxRate({ total: 615, tax: 115 }, [1350, 2300], true)).toBe(2300);
    expect(shippingTaxRate({ total: 500, tax: 100 }, [2300], false)).toBe(2000);
    expect(shippingTaxRate({ total: 500, tax: 0 }, [2300], true)).toBe(0);
  });

  it("splits a refunded amount into the tax inside it and the rest, negative", () => {
    expect(refundedLineAmounts(line, { quantity: 1, amount: 1230 })).toMatchObject({
      quantity: -1,
      net: -1000,
      tax: -230,
      gross: -1230,
      unitPriceDisplay: -1230,
    });
    // An amount without units (a partial refund of a line): one unit's worth of price, no quantity.
    expect(refundedLineAmounts(line, { quantity: 0, amount: 500 })).toMatchObject({ quantity: 0, gross: -500, tax: -93 });
  });

  it("adds lines and shipping into totals and rows that agree with each other", () => {
    const lines = [orderLineAmounts(line, true)];
    const shipping = { net: 500, tax: 115, rate: 2300 };
    const totals = totalsOf(lines, shipping);
    const rows = taxRowsOf(lines, shipping);
    expect(rows).toEqual([{ rate: 2300, taxable: 2500, tax: 575 }]);
    expect(totals.tax).toBe(rows.reduce((sum, row) => sum + row.tax, 0));
    expect(totals.net).toBe(rows.reduce((sum, row) => sum + row.taxable, 0));
    expect(totals.gross).toBe(2460 + 615);
  });
});
