import { describe, expect, it } from "vitest";
import { type AddCheckInput, checkAdd, stockLeft } from "./add-rules.ts";

const base: AddCheckInput = {
  name: "Lamp",
  requested: 1,
  inLine: 0,
  inCartSameStock: 0,
  soldIndividually: false,
  minQuantity: 1,
  maxQuantity: null,
  stockLeft: null,
};

describe("checkAdd", () => {
  it.each<[string, Partial<AddCheckInput>, string | number]>([
    ["plain add", { requested: 4 }, 4],
    ["sold individually, first unit", { soldIndividually: true, requested: 3 }, 1],
    ["sold individually, again", { soldIndividually: true, inLine: 1, inCartSameStock: 1 }, "sold_individually"],
    ["no stock left", { stockLeft: 0 }, "out_of_stock"],
    ["exactly the stock", { requested: 3, stockLeft: 3 }, 3],
    ["more than the stock", { requested: 4, stockLeft: 3 }, "insufficient_stock"],
    ["stock with units in the cart", { requested: 2, inLine: 2, inCartSameStock: 2, stockLeft: 3 }, "insufficient_stock"],
    ["below the minimum", { requested: 1, minQuantity: 2 }, "below_min_quantity"],
    ["minimum reached with the line", { requested: 1, inLine: 1, inCartSameStock: 1, minQuantity: 2 }, 1],
    ["above the maximum", { requested: 6, maxQuantity: 5 }, "above_max_quantity"],
    ["maximum with the line", { requested: 2, inLine: 4, inCartSameStock: 4, maxQuantity: 5 }, "above_max_quantity"],
  ])("%s", (_name, change, expected) => {
    const result = checkAdd({ ...base, ...change });
    if (typeof expected === "number") expect(result).toEqual({ ok: true, quantity: expected });
    else expect(result).toMatchObject({ ok: false, code: expected });
  });

  it("names stock and cart in the message shoppers know", () => {
    const result = checkAdd({ ...base, requested: 2, inLine: 2, inCartSameStock: 2, stockLeft: 3 });
    expect(result.ok || result.message).toBe("You cannot add that amount to the cart — we have 3 in stock and you already have 2 in your cart.");
  });
  it("refuses a second sold-individually unit by name", () => {
    const result = checkAdd({ ...base, name: "Vase", soldIndividually: true, inLine: 1 });
    expect(result.ok || result.message).toBe("You cannot add another “Vase” to your cart.");
  });
});

describe("stockLeft", () => {
  it.each([
    [{ manageStock: true, stockQuantity: 3, stockStatus: "instock" }, 3],
    [{ manageStock: true, stockQuantity: -2, stockStatus: "instock" }, 0],
    [{ manageStock: false, stockQuantity: 3, stockStatus: "instock" }, null],
    [{ manageStock: true, stockQuantity: 0, stockStatus: "onbackorder" }, null],
    [{ manageStock: false, stockQuantity: null, stockStatus: "outofstock" }, 0],
  ])("%j → %s", (item, expected) => expect(stockLeft(item)).toBe(expected));
});
