import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalFilterValue } from "./loop-filter.ts";
import { listingSearchParams, MAX_PAGE, MAX_PER_PAGE, MAX_PRICE_FILTER, MAX_SEARCH_LENGTH, PRODUCTS_PER_PAGE, SORT_LABELS } from "./listing.ts";
import { parseListingQuery } from "./listing-query.ts";
import { SORT_KEYS, type ListingQuery } from "./types.ts";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));
const base: ListingQuery = { page: 1, perPage: PRODUCTS_PER_PAGE, sort: "default", filters: [] };

describe("parseListingQuery", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ ok: true, query: base });
  });

  it("reads every parameter", () => {
    expect(
      parse(
        "page=3&perPage=24&sort=price-desc&q=+blue%20%20linen++shirt+&category=summer_dresses" +
          "&minPrice=10&maxPrice=49.9&e-filter-shop-pa_color=red~blue&e-filter-shop-pa_size=!xl",
      ),
    ).toEqual({
      ok: true,
      query: {
        page: 3,
        perPage: 24,
        sort: "price-desc",
        q: "blue linen shirt",
        category: "summer_dresses",
        minPrice: 1000,
        maxPrice: 4990,
        filters: [
          { taxonomy: "pa_color", terms: ["red", "blue"], operator: "IN" },
          { taxonomy: "pa_size", terms: ["xl"], operator: "NOT IN" },
        ],
      },
    });
  });

  it.each([
    ["page=-1", "page"],
    ["page=0", "page"],
    ["page=1e999", "page"],
    ["page=1.5", "page"],
    ["page=abc", "page"],
    ["page= 2", "page"],
    [`page=${MAX_PAGE + 1}`, "page"],
    ["page=99999999999999999999999", "page"],
    ["perPage=0", "perPage"],
    [`perPage=${MAX_PER_PAGE + 1}`, "perPage"],
    ["sort=bogus", "sort"],
    ["sort=DEFAULT", "sort"],
    ["minPrice=abc", "minPrice"],
    ["minPrice=-5", "minPrice"],
    ["minPrice=1.999", "minPrice"],
    ["maxPrice=1e3", "maxPrice"],
    ["maxPrice=0x10", "maxPrice"],
    [`maxPrice=${MAX_PRICE_FILTER}.01`, "maxPrice"],
    ["minPrice=50&maxPrice=10", "maxPrice"],
    ["category=Summer", "category"],
    ["category=../etc", "category"],
    [`q=${"a".repeat(MAX_SEARCH_LENGTH + 1)}`, "q"],
    ["q=lamp%00", "q"],
    ["q=%00", "q"],
    ["q=oak%1Blamp", "q"],
    ["q=oak%7F", "q"],
    ["e-filter-shop-color=red~blue+green", "e-filter-shop-color"],
    ["e-filter-shop-Color=red", "e-filter-shop-Color"],
  ])("rejects %s with an error on %s", (query, field) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.fields)).toEqual([field]);
      expect(result.fields[field]).toMatch(new RegExp(`^${field.replace(/-/g, "\\-")} .+`));
    }
  });

  it("explains a bad page in one plain sentence", () => {
    expect(parse("page=0")).toEqual({ ok: false, fields: { page: `page must be a whole number from 1 to ${MAX_PAGE}` } });
  });

  it("reports every bad field at once", () => {
    const result = parse("page=0&sort=x&e-filter-shop-size=a~~b");
    expect(result.ok ? [] : Object.keys(result.fields).sort()).toEqual(["e-filter-shop-size", "page", "sort"]);
  });

  it.each([
    ["page", `page=${MAX_PAGE}`, { page: MAX_PAGE }],
    ["perPage", `perPage=${MAX_PER_PAGE}`, { perPage: MAX_PER_PAGE }],
    ["leading zeros", "page=007", { page: 7 }],
    ["a free price", "minPrice=0", { minPrice: 0 }],
    ["the price bound", `maxPrice=${MAX_PRICE_FILTER}`, { maxPrice: MAX_PRICE_FILTER * 100 }],
    ["equal prices", "minPrice=12.5&maxPrice=12.50", { minPrice: 1250, maxPrice: 1250 }],
    ["a search of exactly the limit", `q=${"a".repeat(MAX_SEARCH_LENGTH)}`, { q: "a".repeat(MAX_SEARCH_LENGTH) }],
  ])("accepts %s at its bound", (_label, query, expected) => {
    expect(parse(query)).toEqual({ ok: true, query: { ...base, ...expected } });
  });

  it("reads tabs and line breaks in a search as spaces rather than as control characters", () => {
    expect(parse("q=oak%09desk%0D%0Alamp")).toEqual({ ok: true, query: { ...base, q: "oak desk lamp" } });
  });

  it("treats empty values and a blank search as absent, and ignores unknown parameters", () => {
    expect(parse("page=&sort=&q=%20%20&category=&minPrice=&utm_source=news&e-filter-shop-color=")).toEqual({
      ok: true,
      query: base,
    });
  });

  it("P-3-42 reads the page from the archive loop's key e-page-shop, with page as its alias; the loop key wins", () => {
    expect(parse("e-page-shop=3")).toEqual({ ok: true, query: { ...base, page: 3 } });
    expect(parse("page=2")).toEqual({ ok: true, query: { ...base, page: 2 } });
    expect(parse("page=2&e-page-shop=4")).toEqual({ ok: true, query: { ...base, page: 4 } });
    expect(parse("e-page-shop=0")).toMatchObject({ ok: false, fields: { page: expect.any(String) } });
  });

  it("lets the last value of a repeated parameter win", () => {
    expect(parse("page=2&page=5")).toEqual({ ok: true, query: { ...base, page: 5 } });
  });
});

describe("listingSearchParams", () => {
  it("leaves the defaults and the category out", () => {
    expect(listingSearchParams({ ...base, category: "shoes" }).toString()).toBe("");
  });

  it("writes prices in major units and the rest in canonical order", () => {
    const query: ListingQuery = {
      page: 2,
      perPage: 24,
      sort: "price",
      q: "linen shirt",
      minPrice: 1250,
      maxPrice: 1200,
      filters: [{ taxonomy: "pa_color", terms: ["red", "blue"], operator: "AND" }],
    };
    expect(listingSearchParams(query).toString()).toBe(
      "q=linen+shirt&sort=price&minPrice=12.5&maxPrice=12&e-filter-shop-pa_color=red%2Bblue&perPage=24&e-page-shop=2",
    );
  });

  it("applies overrides, including clearing a field", () => {
    const query: ListingQuery = { ...base, page: 4, q: "hat" };
    expect(listingSearchParams(query, { page: 1, sort: "rating", q: undefined }).toString()).toBe("sort=rating");
  });

  const slug = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,8}$/);
  const listingQuery = fc
    .record({
      page: fc.integer({ min: 1, max: MAX_PAGE }),
      perPage: fc.integer({ min: 1, max: MAX_PER_PAGE }),
      sort: fc.constantFrom(...SORT_KEYS),
      q: fc.option(fc.stringMatching(/^\S{1,8}(?: \S{1,8}){0,3}$/), { nil: undefined }),
      prices: fc.tuple(fc.integer({ min: 0, max: MAX_PRICE_FILTER * 100 }), fc.integer({ min: 0, max: MAX_PRICE_FILTER * 100 })),
      minSet: fc.boolean(),
      maxSet: fc.boolean(),
      filters: fc.uniqueArray(
        fc.record({
          taxonomy: slug,
          terms: fc.uniqueArray(slug, { minLength: 1, maxLength: 4 }),
          operator: fc.constantFrom("AND" as const, "IN" as const, "NOT IN" as const),
        }),
        { selector: (f) => f.taxonomy, maxLength: 3 },
      ),
    })
    .map(({ prices, minSet, maxSet, q, filters, ...rest }) => {
      const query: ListingQuery = {
        ...rest,
        filters: filters.map((f) => ({ taxonomy: f.taxonomy, ...canonicalFilterValue(f) })).sort((a, b) => (a.taxonomy < b.taxonomy ? -1 : 1)),
      };
      const [low, high] = [Math.min(...prices), Math.max(...prices)];
      if (q !== undefined) query.q = q;
      if (minSet) query.minPrice = low;
      if (maxSet) query.maxPrice = high;
      return query;
    });

  it("round-trips through parseListingQuery", () => {
    fc.assert(
      fc.property(listingQuery, (query) => {
        const text = listingSearchParams({ ...query, category: "ignored" }).toString();
        expect(parseListingQuery(new URLSearchParams(text))).toEqual({ ok: true, query });
      }),
    );
  });
});

describe("SORT_LABELS", () => {
  it("labels every sort key", () => {
    expect(Object.keys(SORT_LABELS).sort()).toEqual([...SORT_KEYS].sort());
    expect(SORT_LABELS.price).toBe("Sort by price: low to high");
    expect(SORT_LABELS["price-desc"]).toBe("Sort by price: high to low");
  });
});
