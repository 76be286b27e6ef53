import { describe, expect, it } from "vitest";
import { clampPage, effectiveSort, PRODUCT_LIST_MAX_JUMP_PAGE, pageCountOf, roundEstimate, totalLabel } from "./product-list.ts";

describe("product list paging", () => {
  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [10_000, 25, 400],
  ])("%i products at %i a page make %i pages", (total, perPage, pages) => {
    expect(pageCountOf(total, perPage)).toBe(pages);
  });

  it.each([
    [0, 100, 1],
    [3, 100, 3],
    [9, 100, 4],
    [9, 0, 1],
    [400, 10_000, PRODUCT_LIST_MAX_JUMP_PAGE],
  ])("a jump to page %i of %i products is read as page %i", (page, total, expected) => {
    expect(clampPage(page, total, 25)).toBe(expected);
  });

  it("reads the last updated first unless a sort is chosen, and a chosen sort ascending unless told", () => {
    expect(effectiveSort({})).toEqual({ sort: "updated", dir: "desc" });
    expect(effectiveSort({ sort: "name" })).toEqual({ sort: "name", dir: "asc" });
    expect(effectiveSort({ sort: "price", dir: "desc" })).toEqual({ sort: "price", dir: "desc" });
  });

  it.each([
    [42, 42],
    [8_227, 8_200],
    [1_001, 1_000],
    [91_742, 92_000],
    [125_000, 130_000],
  ])("rounds an estimate of %i to %i", (n, rounded) => {
    expect(roundEstimate(n)).toBe(rounded);
  });

  it("labels an exact count as it is and an estimate as about", () => {
    expect(totalLabel(42, false)).toBe("42");
    expect(totalLabel(1_234, false)).toBe("1,234");
    expect(totalLabel(8_227, true)).toBe("about 8,200");
  });
});
