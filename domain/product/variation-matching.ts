/** Which variations answer a shopper's choice of attribute terms (product-page-and-widgets.md §5). */
import type { StockStatus, VariationDetail } from "../catalog/types.ts";

/** Attribute slug → chosen term slug; "" or a missing key means not chosen. */
export type Selection = Readonly<Record<string, string>>;

export type MatchOptions = { disableOutOfStock?: boolean };

/**
 * For each attribute either side is empty or both are equal. An empty value on the variation means "any";
 * an empty value in the selection means "not chosen yet". Symmetric, so it also answers whether two
 * variations could both be picked by one selection.
 */
export function attributesMatch(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  return sidesAgree(a, b) && sidesAgree(b, a);
}

function sidesAgree(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  for (const key of Object.keys(a)) {
    const left = a[key] ?? "";
    const right = b[key] ?? "";
    if (left !== "" && right !== "" && left !== right) return false;
  }
  return true;
}

/** Backorders can be bought, so they count as in stock as they do in the origin. */
export function stockStatusInStock(status: StockStatus): boolean {
  return status !== "outofstock";
}

/** Purchasable, in stock and visible: the three conditions that enable add to cart on a match. */
export function variationBuyable(v: Pick<VariationDetail, "enabled" | "purchasable" | "stockStatus">): boolean {
  return v.enabled && v.purchasable && stockStatusInStock(v.stockStatus);
}

/** Variations a (possibly partial) selection can still lead to, in the merchant's order. */
export function findMatchingVariations<V extends Pick<VariationDetail, "attributes" | "stockStatus">>(
  variations: readonly V[],
  selection: Selection,
  options: MatchOptions = {},
): V[] {
  return variations.filter((v) => (!options.disableOutOfStock || stockStatusInStock(v.stockStatus)) && attributesMatch(v.attributes, selection));
}

/** The variation a complete selection picks: the first match, as the origin takes the first. */
export function findVariation<V extends Pick<VariationDetail, "attributes" | "stockStatus">>(
  variations: readonly V[],
  selection: Selection,
  options: MatchOptions = {},
): V | null {
  return findMatchingVariations(variations, selection, options)[0] ?? null;
}

/**
 * What a shopper's choice picks (get_variation's rule, and the cart's for a form posted without JavaScript):
 * "incomplete" while an attribute is unchosen, else the first matching variation ("any" matches every
 * term), or "none".
 */
export function pickVariation<V extends Pick<VariationDetail, "attributes" | "stockStatus">>(
  attributeSlugs: readonly string[],
  variations: readonly V[],
  selection: Selection,
): V | "incomplete" | "none" {
  if (!allAttributesChosen(attributeSlugs, selection)) return "incomplete";
  return findVariation(variations, selection) ?? "none";
}

/** Whether every one of the product's variation attributes has a term chosen. */
export function allAttributesChosen(attributeSlugs: readonly string[], selection: Selection): boolean {
  return attributeSlugs.every((slug) => (selection[slug] ?? "") !== "");
}

/** Whether at least one attribute has a term chosen: the reset link shows from then on. */
export function anyAttributeChosen(attributeSlugs: readonly string[], selection: Selection): boolean {
  return attributeSlugs.some((slug) => (selection[slug] ?? "") !== "");
}

/** A selection with nothing chosen for each of the given attributes. */
export function emptySelection(attributeSlugs: readonly string[]): Record<string, string> {
  return Object.fromEntries(attributeSlugs.map((slug) => [slug, ""]));
}
