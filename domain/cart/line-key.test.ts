import { describe, expect, it } from "vitest";
import { lineKeyInput } from "./line-key.ts";

describe("lineKeyInput", () => {
  it("does not depend on the order of the attributes", () => {
    expect(lineKeyInput({ productId: 1, variationId: 2, attributes: { size: "l", colour: "red" } })).toBe(
      lineKeyInput({ productId: 1, variationId: 2, attributes: { colour: "red", size: "l" } }),
    );
  });
  it("differs by product, variation and chosen term", () => {
    const base = { productId: 1, variationId: 2, attributes: { colour: "red" } };
    const inputs = new Set([
      lineKeyInput(base),
      lineKeyInput({ ...base, productId: 3 }),
      lineKeyInput({ ...base, variationId: null }),
      lineKeyInput({ ...base, attributes: { colour: "blue" } }),
      lineKeyInput({ ...base, attributes: {} }),
    ]);
    expect(inputs.size).toBe(5);
  });
  it("cannot be confused by separators inside term slugs", () => {
    expect(lineKeyInput({ productId: 1, variationId: null, attributes: { a: "b,c" } })).not.toBe(
      lineKeyInput({ productId: 1, variationId: null, attributes: { a: "b", c: "" } }),
    );
  });
});
