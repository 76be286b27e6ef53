/** Builders and fast-check arbitraries shared by this folder's tests. */
import fc from "fast-check";
import type { ProductAttributeDetail, StockStatus, VariationDetail } from "../catalog/types.ts";
import type { AttributeTerms } from "./attribute-options.ts";

export function variation(attributes: Record<string, string>, overrides: Partial<VariationDetail> = {}): VariationDetail {
  return {
    id: 1,
    attributes,
    sku: null,
    price: 1000,
    regularPrice: 1000,
    onSale: false,
    stockStatus: "instock",
    stockQuantity: null,
    enabled: true,
    purchasable: true,
    soldIndividually: false,
    minQuantity: 1,
    maxQuantity: null,
    weightGrams: null,
    dimensionsMm: null,
    image: null,
    ...overrides,
  };
}

export function attribute(slug: string, terms: string[], usedForVariations = true): ProductAttributeDetail {
  return {
    slug,
    name: slug[0]!.toUpperCase() + slug.slice(1),
    swatchType: "label",
    usedForVariations,
    visible: true,
    terms: terms.map((t) => ({ slug: t, name: t.toUpperCase(), color: null, image: null })),
  };
}

/** Every combination of the terms, one variation each, in order. */
export function cartesian(attributes: AttributeTerms): Record<string, string>[] {
  return attributes.reduce<Record<string, string>[]>((acc, a) => acc.flatMap((partial) => a.terms.map((t) => ({ ...partial, [a.slug]: t }))), [{}]);
}

const stockStatus = fc.constantFrom<StockStatus>("instock", "outofstock", "onbackorder");

/** A product's variation attributes: 1–3 attributes of 1–4 terms. */
export const attributeTermsArb: fc.Arbitrary<AttributeTerms> = fc
  .array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 })
  .map((sizes) => sizes.map((n, a) => ({ slug: `a${a}`, terms: Array.from({ length: n }, (_, t) => `t${t}`) })));

/** A term of the attribute, "any", or now and then a term the attribute does not list. */
const valueArb = (terms: readonly string[]) => fc.oneof(fc.constant(""), fc.constantFrom(...terms), fc.constant("stray"));

export function variationArb(attributes: AttributeTerms): fc.Arbitrary<VariationDetail> {
  const attrs = fc.record(Object.fromEntries(attributes.map((a) => [a.slug, valueArb(a.terms)])));
  return fc
    .record({
      attributes: attrs,
      stockStatus,
      enabled: fc.boolean(),
      purchasable: fc.boolean(),
      stockQuantity: fc.option(fc.integer({ min: 0, max: 20 })),
      maxQuantity: fc.option(fc.integer({ min: 1, max: 20 })),
    })
    .map((r) => variation(r.attributes, r));
}

export function selectionArb(attributes: AttributeTerms): fc.Arbitrary<Record<string, string>> {
  return fc.record(Object.fromEntries(attributes.map((a) => [a.slug, valueArb(a.terms)])));
}

/** A product with up to `max` variations and a selection on it. */
export const productArb = (max = 25) =>
  attributeTermsArb.chain((attributes) =>
    fc.record({
      attributes: fc.constant(attributes),
      variations: fc.array(variationArb(attributes), { maxLength: max }),
      selection: selectionArb(attributes),
    }),
  );
