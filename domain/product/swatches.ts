/** Swatch lists over the variation selects (product-page-and-widgets.md §4 "Swatches"). */
import { type AttributeTerms, optionsForAttribute, selectionPossible } from "./attribute-options.ts";
import type { Combination } from "./combinations.ts";
import type { SwatchOptions } from "./swatch-options.ts";
import { attributesMatch, type Selection } from "./variation-matching.ts";

export type SwatchItemState = {
  term: string;
  selected: boolean;
  /** Clicks and keys do nothing. */
  disabled: boolean;
  outOfStock: boolean;
  unavailable: boolean;
  tooltip: string | null;
};

/**
 * Item states for one attribute. `combinations` is null when the page has neither the variations nor
 * the index: availability is unknown then, so no item is disabled.
 */
export function swatchItemStates(
  attribute: AttributeTerms[number],
  combinations: readonly Combination[] | null,
  selection: Selection,
  options: SwatchOptions,
): SwatchItemState[] {
  const chosen = selection[attribute.slug] ?? "";
  if (combinations === null) {
    return attribute.terms.map((term) => ({ term, selected: term === chosen, disabled: false, outOfStock: false, unavailable: false, tooltip: null }));
  }
  const { options: termOptions } = optionsForAttribute(attribute, combinations, selection, {
    disableOutOfStock: options.disable_out_of_stock,
  });
  return termOptions.map(({ term, status }) => {
    const selected = term === chosen;
    const outOfStock = status === "out-of-stock";
    const unavailable = status === "unavailable" || status === "impossible";
    const blocked = status === "impossible" || (outOfStock && (options.disable_out_of_stock || !options.clickable_out_of_stock));
    const tooltip = outOfStock ? options.out_of_stock_tooltip_text : unavailable ? options.unavailable_tooltip_text : null;
    // A selected item stays clickable so clear_on_reselect can still take it back.
    return { term, selected, disabled: blocked && !selected, outOfStock, unavailable, tooltip };
  });
}

export type SwatchClick = {
  attributeSlugs: readonly string[];
  selection: Selection;
  attribute: string;
  item: Pick<SwatchItemState, "term" | "disabled">;
  combinations: readonly Combination[] | null;
  options: Pick<SwatchOptions, "clear_on_reselect" | "deselect_unavailable" | "disable_out_of_stock">;
};

/** The selection after a click; the page writes it into the hidden selects and fires their change. */
export function clickSwatch({ attributeSlugs, selection, attribute, item, combinations, options }: SwatchClick): {
  selection: Record<string, string>;
  changed: boolean;
} {
  const current = { ...selection };
  if (item.disabled) return { selection: current, changed: false };
  if ((selection[attribute] ?? "") === item.term) {
    if (!options.clear_on_reselect) return { selection: current, changed: false };
    return { selection: { ...current, [attribute]: "" }, changed: true };
  }
  const next = { ...current, [attribute]: item.term };
  const stranded =
    options.deselect_unavailable && combinations !== null && !selectionPossible(combinations, next, { disableOutOfStock: options.disable_out_of_stock });
  if (!stranded) return { selection: next, changed: true };
  const cleared = Object.fromEntries(attributeSlugs.map((slug) => [slug, slug === attribute ? item.term : ""]));
  return { selection: cleared, changed: true };
}

/** Space or Enter activates an enabled item. */
export function keyActivatesSwatch(key: string, item: Pick<SwatchItemState, "disabled">): boolean {
  return !item.disabled && (key === " " || key === "Enter");
}

export type StockBadgeInput = {
  attributeSlugs: readonly string[];
  selection: Selection;
  attribute: string;
  term: string;
  combinations: readonly Combination[] | null;
  options: Pick<SwatchOptions, "show_variation_stock" | "stock_label_threshold" | "disable_out_of_stock">;
};

/** The stock left to show on an item, or null: every other attribute chosen, the variation in stock, few left. */
export function stockLeftBadge({ attributeSlugs, selection, attribute, term, combinations, options }: StockBadgeInput): number | null {
  if (!options.show_variation_stock || combinations === null) return null;
  if (attributeSlugs.some((slug) => slug !== attribute && (selection[slug] ?? "") === "")) return null;
  const target = { ...selection, [attribute]: term };
  const variation = combinations.find((c) => (!options.disable_out_of_stock || c.status !== "out-of-stock") && attributesMatch(c.attributes, target));
  if (!variation || variation.status !== "available" || variation.maxQuantity === null) return null;
  return variation.maxQuantity <= options.stock_label_threshold ? variation.maxQuantity : null;
}

/** A limited list: the first `limit` items and a "more" item counting the rest, until it is expanded. */
export function limitSwatchItems<T>(items: readonly T[], limit: number, expanded: boolean): { visible: T[]; moreCount: number } {
  if (expanded || limit <= 0 || items.length <= limit) return { visible: [...items], moreCount: 0 };
  return { visible: items.slice(0, limit), moreCount: items.length - limit };
}
