import { describe, expect, it } from "vitest";
import { cartHashInput, type HashedLine } from "./cart-hash.ts";

const a: HashedLine = { key: "a", productId: 1, variationId: null, quantity: 1, unitPrice: 1000 };
const b: HashedLine = { key: "b", productId: 2, variationId: 5, quantity: 2, unitPrice: 500 };

describe("cartHashInput (S-7-32)", () => {
  it("is empty for an empty cart", () => expect(cartHashInput([])).toBe(""));
  it("does not depend on line order", () => expect(cartHashInput([a, b])).toBe(cartHashInput([b, a])));
  it.each([
    ["quantity", { ...b, quantity: 3 }],
    ["price", { ...b, unitPrice: 499 }],
    ["variation", { ...b, variationId: 6 }],
  ])("changes with a line's %s", (_what, changed) => {
    expect(cartHashInput([a, changed])).not.toBe(cartHashInput([a, b]));
  });
  it("changes when a line is added", () => expect(cartHashInput([a])).not.toBe(cartHashInput([a, b])));
});
