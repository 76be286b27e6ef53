import { describe, expect, it } from "vitest";
import { parseAddToCartForm, toAddItemsInput } from "./add-to-cart.server.ts";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("the product form's add to cart", () => {
  it.each([
    [
      "simple",
      [
        ["product_id", "12"],
        ["quantity", "3"],
      ],
      { productId: 12, quantity: 3, variationId: undefined, attributes: undefined },
    ],
    [
      "variation with an any attribute",
      [
        ["product_id", "5"],
        ["variation_id", "9"],
        ["attribute_size", "m"],
        ["attribute_colour", ""],
        ["quantity", "1"],
      ],
      { productId: 5, quantity: 1, variationId: 9, attributes: { size: "m" } },
    ],
    [
      "S-7-30 grouped",
      [
        ["product_id", "7"],
        ["quantity[3]", "2"],
        ["quantity[4]", "0"],
      ],
      { productId: 7, quantities: { "3": 2, "4": 0 } },
    ],
  ] as const)("%s", (_, fields, expected) => {
    const parsed = parseAddToCartForm(form(fields.map(([n, v]) => [n, v])));
    expect(parsed && toAddItemsInput(parsed)).toEqual(expected);
  });

  it.each([
    [[["product_id", "x"]]],
    [
      [
        ["product_id", "1"],
        ["quantity", "-1"],
      ],
    ],
    [
      [
        ["product_id", "1"],
        ["quantity[0]", "1"],
      ],
    ],
  ] as const)("refuses a malformed post %#", (fields) => expect(parseAddToCartForm(form(fields.map(([n, v]) => [n, v])))).toBeNull());
});
