/**
 * The compact stand-in for the variation list on products with many variations. Above
 * VARIATION_EMBED_THRESHOLD the page does not embed every variation (price, SKU, images are fetched one
 * variation at a time once the selection is complete), but it still needs to know which combinations
 * exist, are in stock and can be bought, so options and swatches can be disabled without a request.
 * Terms are referred to by position, so 500 variations of three attributes cost a few kilobytes.
 */
import type { VariationDetail } from "../catalog/types.ts";
import type { AttributeTerms } from "./attribute-options.ts";
import { COMBINATION_STATUSES, type Combination, combinationOf } from "./combinations.ts";
import { VARIATION_EMBED_THRESHOLD } from "./constants.ts";

export type AvailabilityIndex = {
  /** Variation attribute slugs, in display order. */
  attributes: string[];
  /** Per attribute, its term slugs; rows name a term by position + 1, and 0 means "any". */
  terms: string[][];
  /** One row per variation, in the merchant's order: [status, max quantity or -1, term per attribute…]. */
  rows: number[][];
};

/** Up to the threshold the full variations are embedded; above it, the index (as in the origin, 30). */
export function embedsFullVariations(variationCount: number): boolean {
  return variationCount <= VARIATION_EMBED_THRESHOLD;
}

const NO_LIMIT = -1;

/** Variation attributes outside `attributes` are left out: a selection only ever names the product's own. */
export function buildAvailabilityIndex(attributes: AttributeTerms, variations: readonly VariationDetail[]): AvailabilityIndex {
  const slugs = attributes.map((a) => a.slug);
  const terms = attributes.map((a) => [...a.terms]);
  const positions = terms.map((list) => new Map(list.map((term, i) => [term, i + 1])));
  const termPosition = (a: number, term: string): number => {
    if (term === "") return 0;
    const known = positions[a]!.get(term);
    if (known !== undefined) return known;
    // A term the attribute no longer lists still names a real variation; keep it rather than lose the row.
    terms[a]!.push(term);
    positions[a]!.set(term, terms[a]!.length);
    return terms[a]!.length;
  };
  const rows = variations.map((v) => {
    const c = combinationOf(v);
    return [COMBINATION_STATUSES.indexOf(c.status), c.maxQuantity ?? NO_LIMIT, ...slugs.map((slug, a) => termPosition(a, v.attributes[slug] ?? ""))];
  });
  return { attributes: slugs, terms, rows };
}

/** The index read back as combinations, which is all option and swatch availability needs. */
export function combinationsFromIndex(index: AvailabilityIndex): Combination[] {
  return index.rows.map(([status = 0, max = NO_LIMIT, ...termRefs]) => ({
    status: COMBINATION_STATUSES[status] ?? "unavailable",
    maxQuantity: max === NO_LIMIT ? null : max,
    attributes: Object.fromEntries(
      index.attributes.map((slug, a) => {
        const ref = termRefs[a] ?? 0;
        return [slug, ref === 0 ? "" : (index.terms[a]?.[ref - 1] ?? "")];
      }),
    ),
  }));
}

/** The attribute/term lists the index was built with, for option computations on the page. */
export function indexAttributeTerms(index: AvailabilityIndex): AttributeTerms {
  return index.attributes.map((slug, a) => ({ slug, terms: index.terms[a] ?? [] }));
}
