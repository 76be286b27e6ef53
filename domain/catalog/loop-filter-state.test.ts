import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalFilterValue } from "./loop-filter.ts";
import { loopFilterEntry, loopFilterStateSchema, termFiltersFromState, type LoopFilterEntry } from "./loop-filter-state.ts";
import type { TermFilter, TermOperator } from "./types.ts";

const entry = (selectedTaxonomy: string, identifiers: string[], operator: TermOperator, logicalJoin: string): LoopFilterEntry => ({
  filterType: "taxonomy",
  filterData: { selectedTaxonomy, terms: identifiers.map((identifier) => ({ identifier, operator })), logicalJoin },
});

describe("loopFilterEntry", () => {
  it("P-3-40 keeps filterType and filterData with terms, selectedTaxonomy and logicalJoin", () => {
    expect(loopFilterEntry({ taxonomy: "product_cat", terms: ["shoes", "hats"], operator: "AND" })).toEqual({
      filterType: "taxonomy",
      filterData: {
        selectedTaxonomy: "product_cat",
        terms: [
          { identifier: "shoes", operator: "AND" },
          { identifier: "hats", operator: "AND" },
        ],
        logicalJoin: "AND",
      },
    });
  });

  it.each<[TermOperator, string]>([
    ["AND", "AND"],
    ["IN", "OR"],
    ["NOT IN", "AND"],
  ])("P-9-44 P-9-45 P-9-46 sends %s as logicalJoin %s", (operator, join) => {
    expect(loopFilterEntry({ taxonomy: "color", terms: ["a", "b"], operator }).filterData.logicalJoin).toBe(join);
  });
});

describe("termFiltersFromState", () => {
  it("P-3-40 P-5-50 applies each filter id's entry with an AND or OR join, ordered by taxonomy", () => {
    const state = {
      f2: entry("size", ["m", "l"], "IN", "OR"),
      f1: entry("color", ["red", "blue"], "AND", "AND"),
    };
    expect(termFiltersFromState(state)).toEqual([
      { taxonomy: "color", terms: ["red", "blue"], operator: "AND" },
      { taxonomy: "size", terms: ["m", "l"], operator: "IN" },
    ]);
  });

  it.each(["XOR", "and", ""])("P-5-51 disables a filter whose join is %j", (join) => {
    expect(termFiltersFromState({ f1: entry("color", ["red"], "IN", join) })).toEqual([]);
  });

  it("skips entries without terms or with mixed excluded and required terms", () => {
    const mixed: LoopFilterEntry = {
      filterType: "taxonomy",
      filterData: {
        selectedTaxonomy: "color",
        terms: [
          { identifier: "red", operator: "NOT IN" },
          { identifier: "blue", operator: "IN" },
        ],
        logicalJoin: "AND",
      },
    };
    expect(termFiltersFromState({ a: mixed, b: entry("size", [], "IN", "OR") })).toEqual([]);
  });

  it("lets the later of two entries on one taxonomy win", () => {
    const state = { a: entry("color", ["red"], "IN", "OR"), b: entry("color", ["blue"], "NOT IN", "AND") };
    expect(termFiltersFromState(state)).toEqual([{ taxonomy: "color", terms: ["blue"], operator: "NOT IN" }]);
  });

  it("gives back the filters it was built from, in canonical form", () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,8}$/);
    const filter = fc.record({
      taxonomy: slug,
      terms: fc.array(slug, { minLength: 1, maxLength: 5 }),
      operator: fc.constantFrom<TermOperator>("AND", "IN", "NOT IN"),
    });
    fc.assert(
      fc.property(fc.uniqueArray(filter, { selector: (f) => f.taxonomy, maxLength: 4 }), (filters) => {
        const state = Object.fromEntries(filters.map((f, i) => [`filter-${i}`, loopFilterEntry(f)]));
        const expected: TermFilter[] = filters
          .map((f) => ({ taxonomy: f.taxonomy, ...canonicalFilterValue(f) }))
          .sort((a, b) => (a.taxonomy < b.taxonomy ? -1 : 1));
        expect(termFiltersFromState(loopFilterStateSchema.parse(state))).toEqual(expected);
      }),
    );
  });
});

describe("loopFilterStateSchema", () => {
  it("accepts a state sent as JSON, including a disabled join", () => {
    const body = JSON.parse(
      '{"abc123":{"filterType":"taxonomy","filterData":{"selectedTaxonomy":"product_cat",' +
        '"terms":[{"identifier":"shoes","operator":"IN"}],"logicalJoin":"XOR"}}}',
    );
    expect(loopFilterStateSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ["an unknown filter type", { f: { ...entry("color", ["red"], "IN", "OR"), filterType: "price" } }],
    ["a malformed term", { f: entry("color", ["<b>"], "IN", "OR") }],
    ["an unknown term operator", { f: entry("color", ["red"], "XOR" as TermOperator, "OR") }],
    ["too many filters", Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, entry("color", ["red"], "IN", "OR")]))],
  ])("rejects %s", (_label, state) => {
    expect(loopFilterStateSchema.safeParse(state).success).toBe(false);
  });
});
