import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalFilterValue,
  decodeFilterValue,
  encodeFilterValue,
  filterQueryKey,
  FILTER_SEPARATOR,
  logicalJoinOperator,
  MAX_FILTER_TERMS,
  pageQueryKey,
  readFilters,
  toggleFilterTerm,
  writeFilters,
} from "./loop-filter.ts";
import type { TermFilter, TermOperator } from "./types.ts";

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,11}$/);
const operator = fc.constantFrom<TermOperator>("AND", "IN", "NOT IN");
const filterValue = fc.record({ terms: fc.array(slug, { minLength: 1, maxLength: MAX_FILTER_TERMS }), operator });
const termFilters = fc
  .uniqueArray(fc.record({ taxonomy: slug, terms: fc.uniqueArray(slug, { minLength: 1, maxLength: 6 }), operator }), {
    selector: (f) => f.taxonomy,
    maxLength: 5,
  })
  .map((filters) => filters.map((f) => ({ taxonomy: f.taxonomy, ...canonicalFilterValue(f) })));

const byTaxonomy = (filters: TermFilter[]) => [...filters].sort((a, b) => (a.taxonomy < b.taxonomy ? -1 : 1));

describe("query keys", () => {
  it("P-3-41 names a filter key e-filter-{widgetId}-{taxonomy}", () => {
    expect(filterQueryKey("shop", "product_cat")).toBe("e-filter-shop-product_cat");
  });

  it("P-3-42 names a page key e-page-{widgetId}", () => {
    expect(pageQueryKey("a1b2c3")).toBe("e-page-a1b2c3");
  });
});

describe("encodeFilterValue", () => {
  it.each<[TermOperator, string[], string]>([
    ["AND", ["red", "blue"], "red+blue"],
    ["IN", ["red", "blue"], "red~blue"],
    ["NOT IN", ["red", "blue"], "!red~blue"],
    ["IN", ["red"], "red"],
    ["NOT IN", ["red"], "!red"],
  ])("P-9-44 P-9-45 P-9-46 writes %s %j as %s", (op, terms, expected) => {
    expect(encodeFilterValue({ terms, operator: op })).toBe(expected);
  });

  it("uses the documented separators", () => {
    expect(FILTER_SEPARATOR).toEqual({ AND: "+", OR: "~", NOT: "!" });
  });
});

describe("decodeFilterValue", () => {
  it.each<[string, string[], TermOperator]>([
    ["a+b", ["a", "b"], "AND"],
    ["a b", ["a", "b"], "AND"],
    ["a~b", ["a", "b"], "IN"],
    ["!a", ["a"], "NOT IN"],
    ["!a~b", ["a", "b"], "NOT IN"],
    ["!a+b", ["a", "b"], "NOT IN"],
    ["!a b", ["a", "b"], "NOT IN"],
    ["red", ["red"], "IN"],
    ["a~b~a", ["a", "b"], "IN"],
    ["a+a", ["a"], "IN"],
    ["size_xl~2-pack", ["size_xl", "2-pack"], "IN"],
  ])("P-9-44 P-9-45 P-9-46 reads %j as %j %s", (raw, terms, op) => {
    expect(decodeFilterValue(raw)).toEqual({ terms, operator: op });
  });

  it.each([
    ["empty", ""],
    ["only the NOT sign", "!"],
    ["mixed separators", "a+b~c"],
    ["mixed separators after NOT", "!a b~c"],
    ["an empty term in the middle", "a~~b"],
    ["a trailing separator", "a~"],
    ["a leading separator", "+a"],
    ["a doubled NOT", "!!a"],
    ["upper case", "Red"],
    ["a term starting with -", "-red"],
    ["a comma list", "a,b"],
    ["an encoded script", "<script>"],
    ["too many terms", Array.from({ length: MAX_FILTER_TERMS + 1 }, (_, i) => `t${i}`).join("~")],
  ])("rejects %s", (_label, raw) => {
    expect(decodeFilterValue(raw)).toBeNull();
  });

  it("accepts exactly the maximum number of terms", () => {
    const terms = Array.from({ length: MAX_FILTER_TERMS }, (_, i) => `t${i}`);
    expect(decodeFilterValue(terms.join("~"))?.terms).toEqual(terms);
  });

  it("reads a + from a parsed query string, where it arrives as a space", () => {
    const raw = new URLSearchParams("e-filter-shop-color=red+blue").get("e-filter-shop-color")!;
    expect(decodeFilterValue(raw)).toEqual({ terms: ["red", "blue"], operator: "AND" });
  });

  it("gives back any valid filter it encoded, in canonical form", () => {
    fc.assert(
      fc.property(filterValue, (f) => {
        expect(decodeFilterValue(encodeFilterValue(f))).toEqual(canonicalFilterValue(f));
      }),
    );
  });

  it("gives back the filter through a real query string", () => {
    fc.assert(
      fc.property(filterValue, (f) => {
        const query = new URLSearchParams({ k: encodeFilterValue(f) }).toString();
        expect(decodeFilterValue(new URLSearchParams(query).get("k")!)).toEqual(canonicalFilterValue(f));
      }),
    );
  });
});

describe("logicalJoinOperator", () => {
  it.each([
    ["AND", "AND"],
    ["OR", "OR"],
  ])("P-5-50 accepts %s", (join, expected) => {
    expect(logicalJoinOperator(join)).toBe(expected);
  });

  it.each(["XOR", "and", "or", "", " AND", "NOT"])("P-5-51 disables the filter for %j", (join) => {
    expect(logicalJoinOperator(join)).toBeNull();
  });
});

describe("readFilters", () => {
  it("P-3-41 reads this widget's filters ordered by taxonomy and ignores other keys", () => {
    const params = new URLSearchParams("e-filter-shop-size=m~l&q=shirt&e-filter-other-color=red&e-filter-shop-color=red+blue&e-page-shop=3");
    expect(readFilters(params, "shop")).toEqual({
      filters: [
        { taxonomy: "color", terms: ["red", "blue"], operator: "AND" },
        { taxonomy: "size", terms: ["m", "l"], operator: "IN" },
      ],
      invalid: [],
    });
  });

  it("lets the last value of a repeated taxonomy win", () => {
    const params = new URLSearchParams("e-filter-shop-color=red&e-filter-shop-color=!blue");
    expect(readFilters(params, "shop").filters).toEqual([{ taxonomy: "color", terms: ["blue"], operator: "NOT IN" }]);
  });

  it("treats an empty value as absent, also when it comes last", () => {
    const params = new URLSearchParams("e-filter-shop-color=red&e-filter-shop-color=&e-filter-shop-size=");
    expect(readFilters(params, "shop")).toEqual({ filters: [], invalid: [] });
  });

  it("lists malformed values and taxonomies by key", () => {
    const params = new URLSearchParams("e-filter-shop-color=a+b~c&e-filter-shop-Size=m&e-filter-shop-fit=slim");
    expect(readFilters(params, "shop")).toEqual({
      filters: [{ taxonomy: "fit", terms: ["slim"], operator: "IN" }],
      invalid: ["e-filter-shop-Size", "e-filter-shop-color"],
    });
  });

  it("forgets an invalid value when a later valid one replaces it", () => {
    const params = new URLSearchParams("e-filter-shop-color=%3C%3E&e-filter-shop-color=red");
    expect(readFilters(params, "shop")).toEqual({
      filters: [{ taxonomy: "color", terms: ["red"], operator: "IN" }],
      invalid: [],
    });
  });
});

describe("writeFilters", () => {
  it("P-3-41 P-3-42 replaces the widget's filters, drops its page key and keeps everything else", () => {
    const params = new URLSearchParams("q=shirt&e-filter-shop-color=red&e-page-shop=4&e-page-other=2&e-filter-other-size=m");
    const next = writeFilters(params, "shop", [
      { taxonomy: "size", terms: ["m", "l"], operator: "AND" },
      { taxonomy: "material", terms: [], operator: "IN" },
      { taxonomy: "brand", terms: ["acme"], operator: "NOT IN" },
    ]);
    expect([...next]).toEqual([
      ["q", "shirt"],
      ["e-page-other", "2"],
      ["e-filter-other-size", "m"],
      ["e-filter-shop-brand", "!acme"],
      ["e-filter-shop-size", "m+l"],
    ]);
  });

  it("leaves the given params untouched", () => {
    const params = new URLSearchParams("e-filter-shop-color=red");
    writeFilters(params, "shop", []);
    expect(params.toString()).toBe("e-filter-shop-color=red");
  });

  it("round-trips through readFilters, also via the serialised string", () => {
    fc.assert(
      fc.property(termFilters, (filters) => {
        const written = writeFilters(new URLSearchParams("q=x&e-filter-shop-old=gone"), "shop", filters);
        expect(readFilters(new URLSearchParams(written.toString()), "shop")).toEqual({
          filters: byTaxonomy(filters),
          invalid: [],
        });
      }),
    );
  });
});

describe("toggleFilterTerm", () => {
  const color: TermFilter = { taxonomy: "color", terms: ["red"], operator: "AND" };

  it("adds a new filter with the given operator, IN by default", () => {
    expect(toggleFilterTerm([], "size", "m")).toEqual([{ taxonomy: "size", terms: ["m"], operator: "IN" }]);
    expect(toggleFilterTerm([], "size", "m", "NOT IN")).toEqual([{ taxonomy: "size", terms: ["m"], operator: "NOT IN" }]);
  });

  it("adds a term to an existing filter, keeping its operator", () => {
    expect(toggleFilterTerm([color], "color", "blue", "IN")).toEqual([{ ...color, terms: ["red", "blue"] }]);
  });

  it("removes a present term and drops the filter it leaves empty", () => {
    const two: TermFilter = { ...color, terms: ["red", "blue"] };
    expect(toggleFilterTerm([two], "color", "red")).toEqual([{ ...color, terms: ["blue"] }]);
    expect(toggleFilterTerm([color], "color", "red")).toEqual([]);
  });

  it("does not change its input", () => {
    const filters = [color];
    toggleFilterTerm(filters, "color", "blue");
    expect(filters).toEqual([{ taxonomy: "color", terms: ["red"], operator: "AND" }]);
  });

  it("is undone by toggling the same term again", () => {
    fc.assert(
      fc.property(termFilters, slug, slug, operator, (filters, taxonomy, term, op) => {
        const present = filters.some((f) => f.taxonomy === taxonomy && f.terms.includes(term));
        fc.pre(!present);
        expect(toggleFilterTerm(toggleFilterTerm(filters, taxonomy, term, op), taxonomy, term, op)).toEqual(filters);
      }),
    );
  });

  it("keeps the same terms when a present term is toggled twice", () => {
    fc.assert(
      fc.property(termFilters, fc.nat(), fc.nat(), (filters, i, j) => {
        fc.pre(filters.length > 0);
        const target = filters[i % filters.length]!;
        const term = target.terms[j % target.terms.length]!;
        const twice = toggleFilterTerm(toggleFilterTerm(filters, target.taxonomy, term), target.taxonomy, term);
        const after = twice.find((f) => f.taxonomy === target.taxonomy)!;
        expect([...after.terms].sort()).toEqual([...target.terms].sort());
      }),
    );
  });
});
