import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attributeOptions, selectionPossible } from "./attribute-options.ts";
import { buildAvailabilityIndex, combinationsFromIndex, embedsFullVariations, indexAttributeTerms } from "./availability-index.ts";
import { availabilityIndexSchema } from "./schemas.ts";
import { combinationsFromVariations } from "./combinations.ts";
import { VARIATION_EMBED_THRESHOLD } from "./constants.ts";
import { stockLeftBadge } from "./swatches.ts";
import { cartesian, productArb, selectionArb, variation } from "./testing.ts";

/** The index as the browser gets it: through JSON and the schema. */
const shipped = (index: ReturnType<typeof buildAvailabilityIndex>) => availabilityIndexSchema.parse(JSON.parse(JSON.stringify(index)));

describe("embedsFullVariations", () => {
  it.each([
    [0, true],
    [30, true],
    [31, false],
    [500, false],
  ])("P-4-37 P-7-1 %i variations embedded in full: %s", (count, expected) => {
    expect(VARIATION_EMBED_THRESHOLD).toBe(30);
    expect(embedsFullVariations(count)).toBe(expected);
  });
});

describe("buildAvailabilityIndex", () => {
  const attrs = [
    { slug: "colour", terms: ["red", "blue"] },
    { slug: "size", terms: ["s", "m"] },
  ];

  it("refers to terms by position, 0 for any, with status and max quantity first", () => {
    const index = buildAvailabilityIndex(attrs, [
      variation({ colour: "red", size: "s" }, { stockQuantity: 3 }),
      variation({ colour: "", size: "m" }, { stockStatus: "outofstock" }),
      variation({ colour: "blue", size: "m" }, { enabled: false, maxQuantity: 9 }),
    ]);
    expect(index).toEqual({
      attributes: ["colour", "size"],
      terms: [
        ["red", "blue"],
        ["s", "m"],
      ],
      rows: [
        [0, 3, 1, 1],
        [1, -1, 0, 2],
        [2, 9, 2, 2],
      ],
    });
  });

  it("keeps a term the attribute no longer lists and drops attributes the product does not vary by", () => {
    const index = buildAvailabilityIndex(attrs, [variation({ colour: "teal", size: "s", material: "wool" })]);
    expect(index.terms[0]).toEqual(["red", "blue", "teal"]);
    expect(combinationsFromIndex(index)[0]!.attributes).toEqual({ colour: "teal", size: "s" });
  });

  it("P-4-23 P-5-10 P-3-2 options from the index equal options from the full variations, 'any' values included", () => {
    fc.assert(
      fc.property(productArb(40), fc.boolean(), ({ attributes, variations, selection }, disableOutOfStock) => {
        const fromIndex = combinationsFromIndex(shipped(buildAvailabilityIndex(attributes, variations)));
        const fromVariations = combinationsFromVariations(variations);
        const opts = { disableOutOfStock };
        expect(attributeOptions(attributes, fromIndex, selection, opts)).toEqual(attributeOptions(attributes, fromVariations, selection, opts));
        expect(selectionPossible(fromIndex, selection, opts)).toBe(selectionPossible(fromVariations, selection, opts));
      }),
    );
  });

  it("P-4-39 P-4-40 the stock-left badge reads the same from the index as from the variations", () => {
    fc.assert(
      fc.property(
        productArb(30).chain((p) => fc.record({ p: fc.constant(p), threshold: fc.integer({ min: 0, max: 20 }), dis: fc.boolean() })),
        ({ p, threshold, dis }) => {
          const fromIndex = combinationsFromIndex(buildAvailabilityIndex(p.attributes, p.variations));
          const fromVariations = combinationsFromVariations(p.variations);
          const options = { show_variation_stock: true, stock_label_threshold: threshold, disable_out_of_stock: dis };
          const slugs = p.attributes.map((a) => a.slug);
          for (const a of p.attributes)
            for (const term of a.terms) {
              const input = { attributeSlugs: slugs, selection: p.selection, attribute: a.slug, term, options };
              expect(stockLeftBadge({ ...input, combinations: fromIndex })).toBe(stockLeftBadge({ ...input, combinations: fromVariations }));
            }
        },
      ),
    );
  });

  describe("a product with 500 variations", () => {
    const attributes = [
      { slug: "colour", terms: Array.from({ length: 10 }, (_, i) => `colour-${i}`) },
      { slug: "size", terms: ["xs", "s", "m", "l", "xl"] },
      { slug: "material", terms: Array.from({ length: 10 }, (_, i) => `material-${i}`) },
    ];
    const variations = cartesian(attributes).map((attrs, i) =>
      variation(attrs, {
        id: 1000 + i,
        sku: `SKU-${i}`,
        stockStatus: i % 7 === 0 ? "outofstock" : "instock",
        stockQuantity: i % 7 === 0 ? 0 : (i % 23) + 1,
        purchasable: i % 11 !== 0,
        image: { id: i, src: `/images/${i}.jpg`, width: 1200, height: 1200, alt: `Variation ${i}`, srcset: [] },
      }),
    );
    const index = buildAvailabilityIndex(attributes, variations);

    it("P-4-37 is above the threshold and indexes every variation in a fraction of the size", () => {
      expect(variations).toHaveLength(500);
      expect(embedsFullVariations(variations.length)).toBe(false);
      expect(index.rows).toHaveLength(500);
      const indexBytes = JSON.stringify(index).length;
      expect(indexBytes).toBeLessThan(10_000);
      expect(indexBytes * 10).toBeLessThan(JSON.stringify(variations).length);
    });

    it("P-4-23 P-4-38 gives the same options as the variations for many selections", () => {
      const fromIndex = combinationsFromIndex(shipped(index));
      const fromVariations = combinationsFromVariations(variations);
      expect(indexAttributeTerms(index)).toEqual(attributes);
      fc.assert(
        fc.property(selectionArb(attributes), fc.boolean(), (selection, disableOutOfStock) => {
          expect(attributeOptions(attributes, fromIndex, selection, { disableOutOfStock })).toEqual(
            attributeOptions(attributes, fromVariations, selection, { disableOutOfStock }),
          );
        }),
        { numRuns: 50 },
      );
    });
  });

  it("rejects a malformed index at the page boundary", () => {
    expect(availabilityIndexSchema.safeParse({ attributes: ["a"], terms: [["x"]], rows: [[0, -2, 1]] }).success).toBe(false);
    expect(availabilityIndexSchema.safeParse({ attributes: ["a"], terms: [["x"]] }).success).toBe(false);
  });
});
