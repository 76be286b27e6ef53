import { describe, expect, it } from "vitest";
import { LIVE_SEARCH_MIN_LENGTH, liveSearchTerms, matchingCategories, nextActiveOption } from "./live-search.ts";

const tree = [
  {
    name: "Home & Living",
    slug: "home",
    count: 20,
    children: [
      { name: "Lighting", slug: "lighting", count: 6 },
      { name: "Kitchen", slug: "kitchen", count: 0 },
    ],
  },
  { name: "Clothing", slug: "clothing", count: 9, children: [{ name: "Café wear", slug: "cafe-wear", count: 2 }] },
];

describe("live search", () => {
  it("asks for nothing below two characters, and trims and collapses what was typed", () => {
    expect(LIVE_SEARCH_MIN_LENGTH).toBe(2);
    expect(liveSearchTerms(" l ")).toBeNull();
    expect(liveSearchTerms("  oak   lamp ")).toBe("oak lamp");
  });

  it("finds categories by every word of their name, any case and accents, nested ones too, never empty ones", () => {
    expect(matchingCategories(tree, "LIGHT").map((c) => c.slug)).toEqual(["lighting"]);
    expect(matchingCategories(tree, "cafe").map((c) => c.slug)).toEqual(["cafe-wear"]);
    expect(matchingCategories(tree, "home living").map((c) => c.slug)).toEqual(["home"]);
    expect(matchingCategories(tree, "kitchen")).toEqual([]);
    expect(matchingCategories(tree, "   ")).toEqual([]);
  });

  it("stops at the limit", () => {
    expect(matchingCategories(tree, "i", 2).map((c) => c.slug)).toEqual(["home", "lighting"]);
  });

  it("the arrow keys walk the options and come back to the field past either end", () => {
    expect(nextActiveOption(-1, 3, "ArrowDown")).toBe(0);
    expect(nextActiveOption(2, 3, "ArrowDown")).toBe(-1);
    expect(nextActiveOption(-1, 3, "ArrowUp")).toBe(2);
    expect(nextActiveOption(0, 3, "ArrowUp")).toBe(-1);
    expect(nextActiveOption(-1, 0, "ArrowDown")).toBe(-1);
  });
});
