import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coupon } from "../cart/coupon-testing.ts";
import type { Coupon } from "../cart/coupons.ts";
import { computeOrderTotals, type OrderTotalsInput, subtotalAfterDiscounts } from "./order-totals.ts";
import { DEMO_TAX_SETTINGS, type TaxSettings } from "./tax.ts";

const exclusive: TaxSettings = { ...DEMO_TAX_SETTINGS, pricesIncludeTax: false };
const line = (lineKey: string, unitPrice: number, quantity: number) => ({ lineKey, unitPrice, quantity, productId: 1, categoryIds: [], onSale: false });

describe("computeOrderTotals", () => {
  it.each<[string, Partial<OrderTotalsInput>, Partial<ReturnType<typeof computeOrderTotals>>]>([
    [
      "exclusive prices: tax comes on top",
      { tax: exclusive, shippingCost: 495 },
      { subtotal: 5000, discountTotal: 0, shippingTotal: 495, shippingTax: 114, taxTotal: 1264, total: 6759 },
    ],
    [
      "inclusive prices: tax is inside",
      { tax: DEMO_TAX_SETTINGS, shippingCost: 495 },
      { subtotal: 5000, discountTotal: 0, shippingTotal: 495, shippingTax: 93, taxTotal: 1028, total: 5495 },
    ],
    [
      "a coupon lowers the taxed amount",
      { tax: exclusive, coupons: [coupon("percent", 1000)], shippingCost: 0 },
      { subtotal: 5000, discountTotal: 500, taxTotal: 1035, total: 5535 },
    ],
    ["United States: no tax", { tax: exclusive, country: "US", shippingCost: 1495 }, { taxTotal: 0, total: 6495 }],
  ])("%s", (_name, change, expected) => {
    const input: OrderTotalsInput = { lines: [line("a", 2000, 2), line("b", 1000, 1)], coupons: [], shippingCost: 0, tax: exclusive, country: "IE", ...change };
    expect(computeOrderTotals(input)).toMatchObject(expected);
  });

  it("lists each line with its discount, tax and the rate it was taxed at", () => {
    const totals = computeOrderTotals({ lines: [line("a", 1000, 1)], coupons: [coupon("fixed_cart", 100)], shippingCost: 0, tax: exclusive, country: "IE" });
    expect(totals.lines).toEqual([{ lineKey: "a", subtotal: 1000, discount: 100, total: 900, tax: 207, taxRate: 2300 }]);
    expect(subtotalAfterDiscounts(totals)).toBe(900);
  });
});

const caseArb = fc.record({
  lines: fc.array(
    fc.record({
      unitPrice: fc.nat(100_000),
      quantity: fc.integer({ min: 1, max: 10 }),
      productId: fc.integer({ min: 1, max: 3 }),
      categoryIds: fc.constant([]),
      onSale: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  coupons: fc.array(
    fc
      .record({
        type: fc.constantFrom("percent" as const, "fixed_cart" as const, "fixed_product" as const),
        amount: fc.nat(10_000),
        excludeSaleItems: fc.boolean(),
      })
      .map(({ type, amount, excludeSaleItems }): Coupon => coupon(type, amount, { excludeSaleItems })),
    { maxLength: 3 },
  ),
  shippingCost: fc.nat(5000),
  inclusive: fc.boolean(),
  country: fc.constantFrom("IE", "DE", "US", "JP"),
});

describe("order totals properties", () => {
  it("the total is subtotal − discounts + shipping (+ tax when exclusive), the lines add up, and nothing is negative or fractional", () => {
    fc.assert(
      fc.property(caseArb, ({ lines, coupons, shippingCost, inclusive, country }) => {
        const keyed = lines.map((l, i) => ({ ...l, lineKey: `k${i}` }));
        const t = computeOrderTotals({ lines: keyed, coupons, shippingCost, tax: { ...DEMO_TAX_SETTINGS, pricesIncludeTax: inclusive }, country });
        const lineSum = t.lines.reduce((sum, l) => sum + l.total, 0);
        expect(lineSum).toBe(t.subtotal - t.discountTotal);
        expect(t.taxTotal).toBe(t.lines.reduce((sum, l) => sum + l.tax, t.shippingTax));
        expect(t.total).toBe(t.subtotal - t.discountTotal + t.shippingTotal + (inclusive ? 0 : t.taxTotal));
        expect(t.total).toBe(lineSum + t.shippingTotal + (inclusive ? 0 : t.taxTotal));
        for (const value of [t.subtotal, t.discountTotal, t.shippingTotal, t.taxTotal, t.total, ...t.lines.flatMap((l) => [l.total, l.tax])]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe("computeOrderTotals with tax classes and places", () => {
  it("taxes each line at its class's rates and itemises one row per rate; shipping at the standard rate", () => {
    const totals = computeOrderTotals({
      lines: [line("a", 1000, 1), { ...line("b", 2000, 1), taxClass: "reduced" }, { ...line("c", 500, 1), taxClass: "zero" }],
      coupons: [],
      shippingCost: 495,
      tax: exclusive,
      country: "IE",
    });
    expect(totals.lines.map((l) => [l.tax, l.taxRate])).toEqual([
      [230, 2300],
      [270, 1350],
      [0, 0],
    ]);
    expect(totals.taxRows).toEqual([
      { label: "VAT", rate: 230_000, compound: false, amount: 230 + 114 },
      { label: "VAT", rate: 135_000, compound: false, amount: 270 },
      { label: "VAT", rate: 0, compound: false, amount: 0 },
    ]);
    expect(totals).toMatchObject({ shippingTax: 114, taxTotal: 614, total: 3995 + 614 });
  });

  it("a place narrows the rates: New York City adds its city and district rates to the state's", () => {
    const base = { lines: [line("a", 10_000, 1)], coupons: [], shippingCost: 0, tax: exclusive, country: "US" };
    expect(computeOrderTotals({ ...base, place: { region: "NY", city: "New York", postcode: "10001" } }).taxTotal).toBe(888);
    expect(computeOrderTotals({ ...base, place: { region: "ny", city: "Albany", postcode: "12207" } }).taxTotal).toBe(400);
    expect(computeOrderTotals(base).taxTotal).toBe(0);
  });

  it("without a country the shop's base country prices it, whatever the place says", () => {
    const totals = computeOrderTotals({ lines: [line("a", 1000, 1)], coupons: [], shippingCost: 0, tax: exclusive, country: null, place: { region: "NY" } });
    expect(totals.taxRows.map((row) => row.rate)).toEqual([230_000]);
  });
});
