/**
 * Which terms of each attribute can still combine with the other chosen attributes, so a select can
 * disable or drop impossible options and swatches can mark them (product-page-and-widgets.md §4).
 */
import type { ProductAttributeDetail } from "../catalog/types.ts";
import { bestStatus, type Combination, type CombinationStatus, statusRanking } from "./combinations.ts";
import { attributesMatch, type MatchOptions, type Selection } from "./variation-matching.ts";

/** The best combination a term leads to, or "impossible" when no variation combines with it. */
export type OptionStatus = CombinationStatus | "impossible";

export type TermOption = {
  term: string;
  status: OptionStatus;
  /** Whether a plain select keeps the option enabled. */
  selectable: boolean;
};

export type AttributeOptions = { attribute: string; options: TermOption[] };

/** The product's variation attributes as slug → term slugs, in display order. */
export type AttributeTerms = readonly { slug: string; terms: readonly string[] }[];

export function variationAttributeTerms(attributes: readonly ProductAttributeDetail[]): AttributeTerms {
  return attributes.filter((a) => a.usedForVariations).map((a) => ({ slug: a.slug, terms: a.terms.map((t) => t.slug) }));
}

/**
 * With disable_out_of_stock, out-of-stock variations stop counting as available: their terms stay marked
 * out of stock (so the tooltip can say why) but can no longer be chosen.
 */
export function optionSelectable(status: OptionStatus, options: MatchOptions = {}): boolean {
  if (status === "impossible") return false;
  return status !== "out-of-stock" || !options.disableOutOfStock;
}

/** The selection without `attributeSlug`: an attribute's own choice never limits its own options. */
export function otherChoices(selection: Selection, attributeSlug: string): Record<string, string> {
  const rest: Record<string, string> = { ...selection };
  delete rest[attributeSlug];
  return rest;
}

export function optionsForAttribute(
  attribute: AttributeTerms[number],
  combinations: readonly Combination[],
  selection: Selection,
  options: MatchOptions = {},
): AttributeOptions {
  const others = otherChoices(selection, attribute.slug);
  const ranking = statusRanking(options.disableOutOfStock);
  const best = new Map<string, CombinationStatus>();
  let anyTerm: CombinationStatus | null = null;
  for (const c of combinations) {
    if (!attributesMatch(c.attributes, others)) continue;
    const value = c.attributes[attribute.slug] ?? "";
    if (value === "") anyTerm = bestStatus(anyTerm, c.status, ranking);
    else best.set(value, bestStatus(best.get(value) ?? null, c.status, ranking));
  }
  return {
    attribute: attribute.slug,
    options: attribute.terms.map((term) => {
      const own = best.get(term) ?? null;
      const status: OptionStatus = anyTerm === null ? (own ?? "impossible") : bestStatus(own, anyTerm, ranking);
      return { term, status, selectable: optionSelectable(status, options) };
    }),
  };
}

/** Options of every attribute for the current selection. */
export function attributeOptions(
  attributes: AttributeTerms,
  combinations: readonly Combination[],
  selection: Selection,
  options: MatchOptions = {},
): AttributeOptions[] {
  return attributes.map((a) => optionsForAttribute(a, combinations, selection, options));
}

/** Whether any variation still combines with the selection: false means "no matching variations". */
export function selectionPossible(combinations: readonly Combination[], selection: Selection, options: MatchOptions = {}): boolean {
  return combinations.some((c) => (!options.disableOutOfStock || c.status !== "out-of-stock") && attributesMatch(c.attributes, selection));
}
