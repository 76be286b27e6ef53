import { describe, expect, it } from "vitest";
import { lineSale, quantityAskedFor, quantityLimitMessage, type LineLimits } from "./line-limits.ts";

const open: LineLimits = { minQuantity: 1, maxQuantity: null, stockLeft: null, soldIndividually: false };

describe("quantityLimitMessage", () => {
  it.each<[string, number, LineLimits, string | null]>([
    ["a quantity inside the limits", 4, open, null],
    ["zero, which removes the line", 0, { ...open, minQuantity: 2 }, null],
    ["more than the stock left", 5, { ...open, maxQuantity: 3, stockLeft: 3 }, "Only 3 left in stock."],
    ["stock that ran out", 1, { ...open, maxQuantity: 0, stockLeft: 0 }, "This product is out of stock."],
    ["more than the merchant's cap", 7, { ...open, maxQuantity: 6, stockLeft: 20 }, "You can buy at most 6 of this product."],
    ["the cap when stock is not counted", 7, { ...open, maxQuantity: 6 }, "You can buy at most 6 of this product."],
    ["less than the minimum", 1, { ...open, minQuantity: 2 }, "You need to buy at least 2 of this product."],
    ["two of a product sold individually", 2, { ...open, maxQuantity: 1, soldIndividually: true }, "You can only have 1 of this product in your cart."],
    ["a fraction", 1.5, open, "Please enter a whole number as the quantity."],
    ["a negative number", -1, open, "Please enter a whole number as the quantity."],
  ])("%s", (_, requested, limits, expected) => {
    expect(quantityLimitMessage(requested, limits)).toBe(expected);
  });
});

describe("quantityAskedFor", () => {
  it.each<[string, number, number, number | null, number]>([
    ["a step that moved asked for where it landed", 2, 3, 5, 3],
    ["plus held at the cap asked for one more", 5, 5, 5, 6],
    ["minus held at the minimum asked for nothing new", 1, 1, null, 1],
    ["no cap, no extra", 4, 4, null, 4],
  ])("%s", (_, previous, next, max, expected) => {
    expect(quantityAskedFor(previous, next, max)).toBe(expected);
  });
});

describe("lineSale", () => {
  it("saves the price difference on every unit of the line", () => {
    expect(lineSale({ unitPrice: 2500, regularUnitPrice: 3000, quantity: 3 })).toEqual({ regularUnitPrice: 3000, saving: 1500 });
  });

  it.each([
    ["at the regular price", { unitPrice: 2500, regularUnitPrice: 2500, quantity: 1 }],
    ["without a regular price (an older stored cart)", { unitPrice: 2500, quantity: 1 }],
    ["dearer than the regular price", { unitPrice: 2600, regularUnitPrice: 2500, quantity: 1 }],
  ])("is not on sale %s", (_, line) => {
    expect(lineSale(line)).toBeNull();
  });
});
