import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coupon } from "./coupon-testing.ts";
import type { Coupon } from "./coupons.ts";
import { allocateByLargestRemainder, applyCoupons, type DiscountLine, divideRoundHalfUp } from "./discounts.ts";

const line = (lineKey: string, unitPrice: number, quantity = 1, change: Partial<DiscountLine> = {}): DiscountLine => ({
  lineKey,
  unitPrice,
  quantity,
  productId: Number(lineKey.replace(/\D/g, "") || 1),
  categoryIds: [],
  onSale: false,
  ...change,
});

describe("divideRoundHalfUp", () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [1, 3, 0],
    [2, 3, 1],
    [0, 7, 0],
    [15, 10, 2],
    [14, 10, 1],
  ])("%d / %d → %d", (n, d, expected) => expect(divideRoundHalfUp(n, d)).toBe(expected));
});

describe("allocateByLargestRemainder", () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [3, 7], [3, 7]],
    [1, [1, 1], [1, 0]],
    [5, [0, 0], [0, 0]],
    [7, [0, 2, 5], [0, 2, 5]],
    [100, [333, 333, 334], [33, 33, 34]],
  ])("%d over %j → %j", (amount, weights, expected) => expect(allocateByLargestRemainder(amount, weights)).toEqual(expected));

  it("parts add up to the amount and stay within one unit of the exact share", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 8 }), (amount, weights) => {
        const parts = allocateByLargestRemainder(amount, weights);
        const weightSum = weights.reduce((a, b) => a + b, 0);
        if (weightSum === 0) return expect(parts.every((p) => p === 0)).toBe(true);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        parts.forEach((part, i) => {
          const exact = (amount * (weights[i] ?? 0)) / weightSum;
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(part).toBeLessThanOrEqual(Math.ceil(exact));
        });
      }),
    );
  });
});

describe("applyCoupons", () => {
  it("without coupons nothing is discounted", () => {
    expect(applyCoupons([line("a1", 1000, 2)], [])).toEqual({
      lines: [{ lineKey: "a1", subtotal: 2000, discount: 0, total: 2000 }],
      coupons: [],
      discountTotal: 0,
      freeShipping: false,
    });
  });

  it("percent rounds the coupon total once and shares it out to the cent", () => {
    // 10 % of 3 × 3.33 = 0.999 → €1.00, shared 34/33/33
    const result = applyCoupons([line("a1", 333), line("a2", 333), line("a3", 333)], [coupon("percent", 1000)]);
    expect(result.lines.map((l) => l.discount)).toEqual([34, 33, 33]);
    expect(result.coupons[0]?.discount).toBe(100);
  });

  it("percent in basis points: 12.5 % of €19.99 rounds half up to €2.50", () => {
    expect(applyCoupons([line("a1", 1999)], [coupon("percent", 1250)]).discountTotal).toBe(250);
  });

  it("percent coupons do not compound: two 10 % coupons take 20 %", () => {
    const result = applyCoupons([line("a1", 1000)], [coupon("percent", 1000, { code: "a" }), coupon("percent", 1000, { code: "b" })]);
    expect(result.discountTotal).toBe(200);
  });

  it("fixed cart is spread in proportion to the lines and capped at the eligible subtotal", () => {
    const spread = applyCoupons([line("a1", 3000), line("a2", 1000)], [coupon("fixed_cart", 1000)]);
    expect(spread.lines.map((l) => l.discount)).toEqual([750, 250]);
    const capped = applyCoupons([line("a1", 300), line("a2", 200)], [coupon("fixed_cart", 10_000)]);
    expect(capped.lines.map((l) => l.total)).toEqual([0, 0]);
    expect(capped.coupons[0]?.discount).toBe(500);
  });

  it("fixed cart leaves excluded lines alone", () => {
    const result = applyCoupons([line("a1", 1000), line("a2", 1000, 1, { onSale: true })], [coupon("fixed_cart", 500, { excludeSaleItems: true })]);
    expect(result.lines.map((l) => l.discount)).toEqual([500, 0]);
  });

  it("fixed product takes its amount per unit, never more than the unit price", () => {
    const result = applyCoupons([line("a1", 1000, 3), line("a2", 200, 2)], [coupon("fixed_product", 300)]);
    expect(result.lines.map((l) => l.discount)).toEqual([900, 400]);
  });

  it("fixed product applies before percent, which applies before fixed cart, each on what is left", () => {
    const result = applyCoupons(
      [line("a1", 1000)],
      [coupon("fixed_cart", 500, { code: "cart" }), coupon("percent", 5000, { code: "half" }), coupon("fixed_product", 800, { code: "unit" })],
    );
    // fixed_product 800 leaves 200; half of 1000 is 500, capped at 200; fixed cart finds nothing left
    expect(result.coupons).toEqual([
      { code: "cart", type: "fixed_cart", discount: 0 },
      { code: "half", type: "percent", discount: 200 },
      { code: "unit", type: "fixed_product", discount: 800 },
    ]);
    expect(result.lines[0]?.total).toBe(0);
  });

  it("reports free shipping from any coupon that grants it", () => {
    expect(applyCoupons([line("a1", 100)], [coupon("fixed_cart", 0, { freeShipping: true })]).freeShipping).toBe(true);
  });
});

const lineArb = fc.record({
  unitPrice: fc.nat(50_000),
  quantity: fc.integer({ min: 1, max: 20 }),
  productId: fc.integer({ min: 1, max: 4 }),
  categoryIds: fc.subarray([10, 20, 30]),
  onSale: fc.boolean(),
});
const couponArb: fc.Arbitrary<Coupon> = fc
  .record({
    type: fc.constantFrom("percent" as const, "fixed_cart" as const, "fixed_product" as const),
    amount: fc.nat(20_000),
    productIds: fc.subarray([1, 2, 3, 4], { maxLength: 2 }),
    excludedProductIds: fc.subarray([1, 2, 3, 4], { maxLength: 1 }),
    excludedCategoryIds: fc.subarray([10, 20, 30], { maxLength: 1 }),
    excludeSaleItems: fc.boolean(),
  })
  .map(({ type, amount, ...rest }) => coupon(type, type === "percent" ? Math.min(amount, 10_000) : amount, rest));

const discountCase = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }).map((lines) => lines.map((l, i) => ({ ...l, lineKey: `k${i}` }))),
  coupons: fc.array(couponArb, { maxLength: 4 }),
});

describe("applyCoupons properties", () => {
  it("no line goes negative, every amount is an integer, and line discounts add up to the coupon totals", () => {
    fc.assert(
      fc.property(discountCase, ({ lines, coupons }) => {
        const result = applyCoupons(lines, coupons);
        for (const l of result.lines) {
          expect(Number.isSafeInteger(l.discount) && Number.isSafeInteger(l.total)).toBe(true);
          expect(l.total).toBeGreaterThanOrEqual(0);
          expect(l.discount).toBeGreaterThanOrEqual(0);
          expect(l.subtotal - l.discount).toBe(l.total);
        }
        const byLines = result.lines.reduce((sum, l) => sum + l.discount, 0);
        const byCoupons = result.coupons.reduce((sum, c) => sum + c.discount, 0);
        expect(byLines).toBe(result.discountTotal);
        expect(byCoupons).toBe(result.discountTotal);
      }),
    );
  });

  it("a lone percent coupon takes exactly its rounded share of the eligible lines", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), fc.nat(10_000), (raw, basisPoints) => {
        const lines = raw.map((l, i) => ({ ...l, lineKey: `k${i}` }));
        const base = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
        const result = applyCoupons(lines, [coupon("percent", basisPoints)]);
        expect(result.discountTotal).toBe(Math.floor((base * basisPoints) / 10_000 + 0.5));
      }),
    );
  });

  it("a fixed cart coupon takes its amount or the eligible subtotal, whichever is less", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), fc.nat(100_000), (raw, amount) => {
        const lines = raw.map((l, i) => ({ ...l, lineKey: `k${i}` }));
        const base = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
        expect(applyCoupons(lines, [coupon("fixed_cart", amount)]).discountTotal).toBe(Math.min(amount, base));
      }),
    );
  });
});
