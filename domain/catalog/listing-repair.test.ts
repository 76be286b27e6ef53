import { describe, expect, it } from "vitest";
import { LISTING_NOTICES, parseShopperListingQuery, swappedPricesNotice } from "./listing-repair.ts";
import { MAX_SEARCH_LENGTH, PRODUCTS_PER_PAGE } from "./listing.ts";
import type { ListingQuery } from "./types.ts";

const parse = (query: string) => parseShopperListingQuery(new URLSearchParams(query));
const base: ListingQuery = { page: 1, perPage: PRODUCTS_PER_PAGE, sort: "default", filters: [] };
const colour = { taxonomy: "colour", terms: ["red"], operator: "IN" as const };

describe("parseShopperListingQuery", () => {
  it("reads a good query as the strict parser does, with no notice", () => {
    expect(parse("sort=price&minPrice=10&maxPrice=50&e-page-shop=2")).toEqual({
      ok: true,
      query: { ...base, sort: "price", minPrice: 1000, maxPrice: 5000, page: 2 },
      notices: [],
    });
  });

  it("swaps an inverted price range and says so, keeping the other filters", () => {
    expect(parse("minPrice=50&maxPrice=10&sort=price&e-filter-shop-colour=red")).toEqual({
      ok: true,
      query: { ...base, sort: "price", minPrice: 1000, maxPrice: 5000, filters: [colour] },
      notices: [swappedPricesNotice(1000, 5000)],
    });
    expect(swappedPricesNotice(1000, 5000)).toBe("The lowest price was above the highest, so we showed prices from €10.00 to €50.00 instead.");
  });

  it.each([
    ["an unknown sort falls back to the default sorting", "sort=bogus", {}, LISTING_NOTICES.sort],
    ["a sort in the wrong case too", "sort=PRICE", {}, LISTING_NOTICES.sort],
    ["a page that is not a number shows the first page", "page=abc", {}, LISTING_NOTICES.page],
    ["a loop page key of 0 shows the first page", "e-page-shop=0", {}, LISTING_NOTICES.page],
    ["products-per-page out of range shows the default", "perPage=1000", {}, LISTING_NOTICES.perPage],
    ["a lowest price that is not an amount is dropped", "minPrice=ten", {}, LISTING_NOTICES.minPrice],
    ["a highest price that is not an amount is dropped", "maxPrice=-5", {}, LISTING_NOTICES.maxPrice],
    ["a category that is not a slug is dropped", "category=Lamps!", {}, LISTING_NOTICES.category],
    ["a filter value that is not a term list is dropped", "e-filter-shop-size=a~~b", {}, LISTING_NOTICES.filter],
  ])("%s, with the other filters kept and a notice", (_name, bad, expected, notice) => {
    expect(parse(`${bad}&e-filter-shop-colour=red&q=lamp`)).toEqual({
      ok: true,
      query: { ...base, q: "lamp", filters: [colour], ...expected },
      notices: [notice],
    });
  });

  it("repairs several parameters at once, and an inversion found once the others are fixed", () => {
    const result = parse("sort=x&page=zero&minPrice=40&maxPrice=20");
    expect(result).toEqual({
      ok: true,
      query: { ...base, minPrice: 2000, maxPrice: 4000 },
      notices: [LISTING_NOTICES.page, LISTING_NOTICES.sort, swappedPricesNotice(2000, 4000)],
    });
  });

  it.each([
    ["a search with control characters (no search box sends them) stays a 400", "q=lamp%00"],
    ["a search longer than the search box takes stays a 400", `q=${"a".repeat(MAX_SEARCH_LENGTH + 1)}`],
  ])("%s", (_name, query) => {
    expect(parse(`${query}&sort=bogus`)).toEqual({ ok: false, fields: { q: expect.any(String) } });
  });
});
