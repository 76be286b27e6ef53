import { describe, expect, it } from "vitest";
import type { ListingQuery } from "../../domain/catalog/types.ts";
import { clearFiltersHref, hasActiveFilters, hiddenListingFields, isTermSelected, listingHref, pageHref, termToggleHref } from "./listing-links.ts";

const base: ListingQuery = { page: 1, perPage: 12, sort: "default", filters: [] };

describe("listing links", () => {
  it("leaves the query string out when everything is default", () => {
    expect(pageHref("/shop", base, 1)).toBe("/shop");
    expect(listingHref("/shop", new URLSearchParams())).toBe("/shop");
  });

  it("keeps sort, search and filters when paging", () => {
    const query: ListingQuery = { ...base, q: "linen", sort: "price", filters: [{ taxonomy: "colour", terms: ["red"], operator: "IN" }] };
    const href = pageHref("/search", query, 3);
    const params = new URL(href, "http://x").searchParams;
    expect(params.get("q")).toBe("linen");
    expect(params.get("sort")).toBe("price");
    expect(params.get("e-filter-shop-colour")).toBe("red");
    expect(params.get("e-page-shop")).toBe("3");
  });

  it("P-3-41 P-9-45 adds a term as an any-of filter under the e-filter-shop key, written readably", () => {
    const one = termToggleHref("/shop", base, "colour", "red");
    expect(one).toBe("/shop?e-filter-shop-colour=red");
    const withRed: ListingQuery = { ...base, filters: [{ taxonomy: "colour", terms: ["red"], operator: "IN" }] };
    expect(termToggleHref("/shop", withRed, "colour", "blue")).toBe("/shop?e-filter-shop-colour=red~blue");
  });

  it("removes a selected term and starts again at page 1", () => {
    const query: ListingQuery = { ...base, page: 3, filters: [{ taxonomy: "colour", terms: ["red", "blue"], operator: "IN" }] };
    expect(termToggleHref("/category/lamps", query, "colour", "red")).toBe("/category/lamps?e-filter-shop-colour=blue");
    expect(termToggleHref("/shop", { ...query, filters: [{ taxonomy: "colour", terms: ["red"], operator: "IN" }] }, "colour", "red")).toBe("/shop");
  });

  it("knows selected terms, but not excluded ones", () => {
    const query: ListingQuery = {
      ...base,
      filters: [
        { taxonomy: "colour", terms: ["red"], operator: "IN" },
        { taxonomy: "size", terms: ["s"], operator: "NOT IN" },
      ],
    };
    expect(isTermSelected(query, "colour", "red")).toBe(true);
    expect(isTermSelected(query, "colour", "blue")).toBe(false);
    expect(isTermSelected(query, "size", "s")).toBe(false);
  });

  it("clears filters and price but keeps search and sort", () => {
    const query: ListingQuery = {
      ...base,
      q: "lamp",
      sort: "price-desc",
      minPrice: 1000,
      maxPrice: 5000,
      filters: [{ taxonomy: "colour", terms: ["red"], operator: "IN" }],
    };
    expect(hasActiveFilters(query)).toBe(true);
    expect(hasActiveFilters(base)).toBe(false);
    expect(clearFiltersHref("/search", query)).toBe("/search?q=lamp&sort=price-desc");
  });

  it("hands a GET form the other parameters, without its own and without the page", () => {
    const query: ListingQuery = { ...base, page: 2, sort: "rating", minPrice: 1050, filters: [{ taxonomy: "colour", terms: ["red"], operator: "IN" }] };
    expect(hiddenListingFields(query, ["sort"])).toEqual([
      ["minPrice", "10.5"],
      ["e-filter-shop-colour", "red"],
    ]);
    expect(hiddenListingFields(query, ["minPrice", "maxPrice"])).toEqual([
      ["sort", "rating"],
      ["e-filter-shop-colour", "red"],
    ]);
  });
});
