import { describe, expect, it } from "vitest";
import { clampPage, PRODUCT_LIST_COUNT_CAP, pageCountOf, totalLabel } from "./product-list.ts";

describe("product list paging", () => {
  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [PRODUCT_LIST_COUNT_CAP, 25, 400],
    [PRODUCT_LIST_COUNT_CAP + 1, 25, 400],
  ])("%i products at %i a page make %i pages", (total, perPage, pages) => {
    expect(pageCountOf(total, perPage)).toBe(pages);
  });

  it.each([
    [0, 100, 1],
    [3, 100, 3],
    [9, 100, 4],
    [9, 0, 1],
  ])("page %i of %i products is read as %i", (page, total, expected) => {
    expect(clampPage(page, total, 25)).toBe(expected);
  });

  it("labels a capped count", () => {
    expect(totalLabel(10_000, true)).toBe("10,000+");
    expect(totalLabel(42, false)).toBe("42");
  });
});
