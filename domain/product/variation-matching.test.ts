import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productArb, selectionArb, attributeTermsArb, variation } from "./testing.ts";
import {
  allAttributesChosen,
  anyAttributeChosen,
  attributesMatch,
  emptySelection,
  findMatchingVariations,
  findVariation,
  pickVariation,
  stockStatusInStock,
  variationBuyable,
} from "./variation-matching.ts";

describe("attributesMatch", () => {
  it.each<[string, Record<string, string>, Record<string, string>, boolean]>([
    ["both equal", { colour: "red", size: "s" }, { colour: "red", size: "s" }, true],
    ["one differs", { colour: "red", size: "s" }, { colour: "blue", size: "s" }, false],
    ["variation any", { colour: "", size: "s" }, { colour: "green", size: "s" }, true],
    ["selection not chosen", { colour: "red", size: "s" }, { colour: "", size: "s" }, true],
    ["selection key missing", { colour: "red", size: "s" }, { size: "s" }, true],
    ["variation key missing", { size: "s" }, { colour: "red", size: "s" }, true],
    ["both empty", { colour: "" }, { colour: "" }, true],
    ["nothing chosen", { colour: "red" }, {}, true],
  ])("P-5-9 P-3-2 %s", (_, v, s, expected) => {
    expect(attributesMatch(v, s)).toBe(expected);
  });

  it("P-5-9 P-3-2 is symmetric, and an 'any' value on either side never decides the answer", () => {
    fc.assert(
      fc.property(
        attributeTermsArb.chain((a) => fc.tuple(selectionArb(a), selectionArb(a), fc.constantFrom(...a.map((x) => x.slug)))),
        ([a, b, key]) => {
          expect(attributesMatch(a, b)).toBe(attributesMatch(b, a));
          expect(attributesMatch({ ...a, [key]: "" }, b)).toBe(attributesMatch({ ...a, [key]: "" }, { ...b, [key]: "x" }));
          if (attributesMatch(a, b)) expect(attributesMatch({ ...a, [key]: "" }, b)).toBe(true);
        },
      ),
    );
  });

  it("P-5-9 matches exactly when no attribute has two different non-empty values", () => {
    fc.assert(
      fc.property(
        attributeTermsArb.chain((a) => fc.tuple(selectionArb(a), selectionArb(a))),
        ([a, b]) => {
          const conflict = Object.keys(a).some((k) => a[k] !== "" && b[k] !== "" && a[k] !== b[k]);
          expect(attributesMatch(a, b)).toBe(!conflict);
        },
      ),
    );
  });
});

describe("stock and buyability", () => {
  it.each([
    ["instock", true],
    ["onbackorder", true],
    ["outofstock", false],
  ] as const)("%s counts as in stock: %s", (status, expected) => {
    expect(stockStatusInStock(status)).toBe(expected);
  });

  it.each<[string, Parameters<typeof variationBuyable>[0], boolean]>([
    ["P-4-10 purchasable, in stock and visible", { enabled: true, purchasable: true, stockStatus: "instock" }, true],
    ["P-4-11 not purchasable", { enabled: true, purchasable: false, stockStatus: "instock" }, false],
    ["P-4-12 out of stock", { enabled: true, purchasable: true, stockStatus: "outofstock" }, false],
    ["P-4-13 not visible", { enabled: false, purchasable: true, stockStatus: "instock" }, false],
  ])("%s → %s", (_, v, expected) => {
    expect(variationBuyable(v)).toBe(expected);
  });
});

describe("findMatchingVariations / findVariation", () => {
  const variations = [
    variation({ colour: "red", size: "s" }, { id: 1 }),
    variation({ colour: "red", size: "m" }, { id: 2, stockStatus: "outofstock" }),
    variation({ colour: "", size: "l" }, { id: 3 }),
    variation({ colour: "blue", size: "" }, { id: 4 }),
  ];
  const ids = (vs: { id: number }[]) => vs.map((v) => v.id);

  it.each<[Record<string, string>, number[]]>([
    [{}, [1, 2, 3, 4]],
    [{ colour: "red" }, [1, 2, 3]],
    [{ colour: "red", size: "m" }, [2]],
    [{ colour: "green", size: "l" }, [3]],
    [{ colour: "blue", size: "l" }, [3, 4]],
    [{ colour: "green", size: "s" }, []],
  ])("P-5-9 P-3-2 selection %j matches %j", (selection, expected) => {
    expect(ids(findMatchingVariations(variations, selection))).toEqual(expected);
  });

  it("P-5-10 with disable_out_of_stock an out-of-stock variation is not counted", () => {
    expect(ids(findMatchingVariations(variations, { colour: "red" }, { disableOutOfStock: true }))).toEqual([1, 3]);
    expect(findVariation(variations, { colour: "red", size: "m" }, { disableOutOfStock: true })).toBeNull();
  });

  it("P-5-9 a complete selection picks the first match in the merchant's order", () => {
    expect(findVariation(variations, { colour: "blue", size: "l" })?.id).toBe(3);
  });

  it("P-5-9 every variation returned matches and every one left out does not", () => {
    fc.assert(
      fc.property(productArb(), fc.boolean(), ({ variations: vs, selection }, disableOutOfStock) => {
        const found = new Set(findMatchingVariations(vs, selection, { disableOutOfStock }));
        for (const v of vs) {
          const counted = !disableOutOfStock || v.stockStatus !== "outofstock";
          expect(found.has(v)).toBe(counted && attributesMatch(v.attributes, selection));
        }
      }),
    );
  });
});

describe("selection completeness", () => {
  const slugs = ["colour", "size"];
  it.each<[Record<string, string>, boolean, boolean]>([
    [{}, false, false],
    [{ colour: "", size: "" }, false, false],
    [{ colour: "red", size: "" }, false, true],
    [{ colour: "red", size: "s" }, true, true],
  ])("P-4-1 P-4-19 %j: all chosen %s, any chosen %s", (selection, all, any) => {
    expect(allAttributesChosen(slugs, selection)).toBe(all);
    expect(anyAttributeChosen(slugs, selection)).toBe(any);
  });

  it("P-4-20 an empty selection has every attribute unchosen", () => {
    expect(emptySelection(slugs)).toEqual({ colour: "", size: "" });
  });
});

describe("pickVariation", () => {
  const slugs = ["colour", "size"];
  const redSmall = variation({ colour: "red", size: "s" }, { id: 1 });
  const anyLarge = variation({ colour: "", size: "l" }, { id: 2 });
  const redLarge = variation({ colour: "red", size: "l" }, { id: 3 });
  const variations = [redSmall, anyLarge, redLarge];
  it.each<[string, Record<string, string>, number | "incomplete" | "none"]>([
    ["an exact match", { colour: "red", size: "s" }, 1],
    ["an 'any' variation for any term, the first match winning", { colour: "red", size: "l" }, 2],
    ["an 'any' variation for another term", { colour: "blue", size: "l" }, 2],
    ["no match", { colour: "blue", size: "s" }, "none"],
    ["an attribute left unchosen", { colour: "red", size: "" }, "incomplete"],
    ["an attribute missing", { size: "s" }, "incomplete"],
  ])("P-5-9 picks %s", (_what, selection, expected) => {
    const picked = pickVariation(slugs, variations, selection);
    expect(typeof picked === "string" ? picked : picked.id).toBe(expected);
  });
});
