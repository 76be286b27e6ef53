import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attributeOptions, optionSelectable, optionsForAttribute, selectionPossible, variationAttributeTerms } from "./attribute-options.ts";
import { combinationStatus, combinationsFromVariations } from "./combinations.ts";
import { attribute, productArb, variation } from "./testing.ts";
import { attributesMatch, findMatchingVariations } from "./variation-matching.ts";

const attrs = [
  { slug: "colour", terms: ["red", "blue", "green"] },
  { slug: "size", terms: ["s", "m", "l"] },
];
const combos = combinationsFromVariations([
  variation({ colour: "red", size: "s" }),
  variation({ colour: "blue", size: "m" }, { stockStatus: "outofstock" }),
  variation({ colour: "blue", size: "l" }, { purchasable: false }),
  variation({ colour: "", size: "l" }),
  variation({ colour: "green", size: "m" }, { enabled: false }),
]);
const statuses = (selection: Record<string, string>, disableOutOfStock = false) =>
  Object.fromEntries(
    attributeOptions(attrs, combos, selection, { disableOutOfStock }).map((a) => [a.attribute, a.options.map((o) => `${o.term}:${o.status}`)]),
  );

describe("combinationStatus", () => {
  it.each<[Parameters<typeof combinationStatus>[0], string]>([
    [{ enabled: true, purchasable: true, stockStatus: "instock" }, "available"],
    [{ enabled: true, purchasable: true, stockStatus: "onbackorder" }, "available"],
    [{ enabled: true, purchasable: true, stockStatus: "outofstock" }, "out-of-stock"],
    [{ enabled: true, purchasable: false, stockStatus: "instock" }, "unavailable"],
    [{ enabled: false, purchasable: true, stockStatus: "outofstock" }, "out-of-stock"],
  ])("%j is %s", (v, expected) => {
    expect(combinationStatus(v)).toBe(expected);
  });
});

describe("attributeOptions", () => {
  it("P-4-23 with nothing chosen every term that some variation offers is open", () => {
    expect(statuses({})).toEqual({
      colour: ["red:available", "blue:available", "green:available"],
      size: ["s:available", "m:out-of-stock", "l:available"],
    });
  });

  it("P-4-23 P-3-2 choosing red leaves only sizes red combines with, 'any colour' included", () => {
    expect(statuses({ colour: "red" }).size).toEqual(["s:available", "m:impossible", "l:available"]);
  });

  it("P-4-23 an attribute's own choice does not narrow its own options", () => {
    expect(statuses({ colour: "red" }).colour).toEqual(statuses({}).colour);
  });

  it("P-4-23 P-3-2 choosing size m shows which colours are out of stock, hidden or impossible", () => {
    expect(statuses({ size: "m" }).colour).toEqual(["red:impossible", "blue:out-of-stock", "green:unavailable"]);
  });

  it("P-5-10 with disable_out_of_stock an out-of-stock-only term cannot be chosen", () => {
    const [, size] = attributeOptions(attrs, combos, { colour: "blue" }, { disableOutOfStock: true });
    expect(size!.options).toEqual([
      { term: "s", status: "impossible", selectable: false },
      { term: "m", status: "out-of-stock", selectable: false },
      { term: "l", status: "available", selectable: true },
    ]);
    const [, plain] = attributeOptions(attrs, combos, { colour: "blue" });
    expect(plain!.options.find((o) => o.term === "m")?.selectable).toBe(true);
  });

  it.each([
    ["available", false, true],
    ["out-of-stock", false, true],
    ["out-of-stock", true, false],
    ["unavailable", true, true],
    ["impossible", false, false],
  ] as const)("P-4-23 P-5-10 a %s option with disable_out_of_stock %s is selectable: %s", (status, disable, expected) => {
    expect(optionSelectable(status, { disableOutOfStock: disable })).toBe(expected);
  });

  it("P-4-23 a term is open exactly when some counted variation matches the other choices plus that term", () => {
    fc.assert(
      fc.property(productArb(), fc.boolean(), ({ attributes, variations, selection }, disableOutOfStock) => {
        const all = combinationsFromVariations(variations);
        for (const { attribute: slug, options } of attributeOptions(attributes, all, selection, { disableOutOfStock })) {
          for (const { term, status } of options) {
            const target = { ...selection, [slug]: term };
            const exists = variations.some((v) => attributesMatch(v.attributes, target));
            expect(status !== "impossible").toBe(exists);
            const available = variations.some((v) => attributesMatch(v.attributes, target) && combinationStatus(v) === "available");
            expect(status === "available").toBe(available);
            const counted = findMatchingVariations(variations, target, { disableOutOfStock }).length > 0;
            if (disableOutOfStock) expect(optionSelectable(status, { disableOutOfStock })).toBe(counted);
          }
        }
      }),
    );
  });
});

describe("selectionPossible", () => {
  it.each<[Record<string, string>, boolean, boolean]>([
    [{}, false, true],
    [{ colour: "red", size: "m" }, false, false],
    [{ colour: "blue", size: "m" }, false, true],
    [{ colour: "blue", size: "m" }, true, false],
    [{ colour: "green", size: "l" }, false, true],
  ])("P-4-15 P-5-10 %j (disable_out_of_stock %s) possible: %s", (selection, disable, expected) => {
    expect(selectionPossible(combos, selection, { disableOutOfStock: disable })).toBe(expected);
  });
});

describe("variationAttributeTerms", () => {
  it("P-1-2 keeps only the attributes used for variations, terms in order", () => {
    const terms = variationAttributeTerms([attribute("colour", ["red", "blue"]), attribute("material", ["cotton"], false)]);
    expect(terms).toEqual([{ slug: "colour", terms: ["red", "blue"] }]);
    expect(optionsForAttribute(terms[0]!, [], {}).options.every((o) => o.status === "impossible")).toBe(true);
  });
});
