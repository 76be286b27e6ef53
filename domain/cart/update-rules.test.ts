import { describe, expect, it } from "vitest";
import { checkSetQuantity, type SetQuantityInput } from "./update-rules.ts";

const base: SetQuantityInput = {
  name: "Lamp",
  quantity: 2,
  otherLinesSameStock: 0,
  soldIndividually: false,
  minQuantity: 1,
  maxQuantity: null,
  stockLeft: null,
};

describe("checkSetQuantity", () => {
  it.each<[string, Partial<SetQuantityInput>, string | number]>([
    ["no limits", {}, 2],
    ["exactly the stock", { quantity: 3, stockLeft: 3 }, 3],
    ["the stock other lines leave", { quantity: 2, stockLeft: 3, otherLinesSameStock: 1 }, 2],
    ["more than other lines leave", { quantity: 3, stockLeft: 3, otherLinesSameStock: 1 }, "insufficient_stock"],
    ["out of stock", { stockLeft: 0 }, "out_of_stock"],
    ["sold individually, 1", { quantity: 1, soldIndividually: true }, 1],
    ["sold individually, 2", { soldIndividually: true }, "sold_individually"],
    ["below the minimum", { quantity: 1, minQuantity: 2 }, "below_min_quantity"],
    ["at the maximum", { quantity: 4, maxQuantity: 4 }, 4],
    ["above the maximum", { quantity: 5, maxQuantity: 4 }, "above_max_quantity"],
    ["stock is judged before the cap", { quantity: 5, maxQuantity: 4, stockLeft: 2 }, "insufficient_stock"],
  ])("%s", (_what, change, expected) => {
    const check = checkSetQuantity({ ...base, ...change });
    if (typeof expected === "number") expect(check).toEqual({ ok: true, quantity: expected });
    else expect(check).toMatchObject({ ok: false, code: expected, message: expect.stringContaining("“Lamp”") });
  });

  it("names what is left when other lines hold some", () => {
    expect(checkSetQuantity({ ...base, quantity: 4, stockLeft: 3, otherLinesSameStock: 1 })).toMatchObject({
      message: "Sorry, we do not have enough “Lamp” in stock to fulfil your order (2 available). We apologise for any inconvenience caused.",
    });
  });
});
