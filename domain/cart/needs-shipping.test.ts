import { describe, expect, it } from "vitest";
import { cartNeedsShipping, lineNeedsShipping } from "./needs-shipping.ts";

describe("lineNeedsShipping", () => {
  it("is false for a virtual product only", () => {
    expect(lineNeedsShipping({ virtual: true })).toBe(false);
    expect(lineNeedsShipping({ virtual: false })).toBe(true);
  });
});

describe("cartNeedsShipping", () => {
  it.each([
    { lines: [], expected: false, why: "an empty cart" },
    { lines: [false], expected: false, why: "one virtual line" },
    { lines: [false, false], expected: false, why: "only virtual lines" },
    { lines: [true], expected: true, why: "one shipped line" },
    { lines: [false, true], expected: true, why: "a mixed cart" },
    { lines: [true, true], expected: true, why: "only shipped lines" },
  ])("is $expected for $why", ({ lines, expected }) => {
    expect(cartNeedsShipping(lines.map((needsShipping) => ({ needsShipping })))).toBe(expected);
  });
});
