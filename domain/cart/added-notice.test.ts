import { describe, expect, it } from "vitest";
import { addedNoticeText, addedProductIds } from "./added-notice.ts";

describe("addedProductIds", () => {
  it("is the product itself for a simple or variable add", () => {
    expect(addedProductIds({ productId: 7 })).toEqual([7]);
    expect(addedProductIds({ productId: 7, quantities: {} })).toEqual([7]);
  });

  it("is the grouped product's children given a quantity, not the group, in the order asked", () => {
    expect(addedProductIds({ productId: 7, quantities: { "12": 1, "13": 0, "14": 2 } })).toEqual([12, 14]);
  });
});

describe("addedNoticeText", () => {
  it.each<[string[], string]>([
    [["Linen Apron"], "“Linen Apron” has been added to your cart."],
    [["Pour-over Dripper", "Coffee Canister"], "“Pour-over Dripper” and “Coffee Canister” have been added to your cart."],
    [["A", "B", "C"], "“A”, “B” and “C” have been added to your cart."],
    [[], "The product has been added to your cart."],
  ])("%j → %s", (names, text) => {
    expect(addedNoticeText(names)).toBe(text);
  });
});
