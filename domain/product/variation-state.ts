/** The variation form as a state machine over the selection (product-page-and-widgets.md §4 "Variation selection"). */
import type { ImageRef, StockStatus, VariationDetail } from "../catalog/types.ts";
import {
  allAttributesChosen,
  anyAttributeChosen,
  emptySelection,
  findVariation,
  type MatchOptions,
  type Selection,
  variationBuyable,
} from "./variation-matching.ts";

/** What the page shows of a matched variation. Money in minor units. */
export type VariationDetails = {
  variationId: number;
  sku: string | null;
  weightGrams: number | null;
  dimensionsMm: { length: number; width: number; height: number } | null;
  image: ImageRef | null;
  price: number;
  regularPrice: number;
  onSale: boolean;
  availability: { stockStatus: StockStatus; stockQuantity: number | null };
};

/** The add-to-cart button: enabled, or disabled for one of the two reasons that pick its alert. */
export type AddToCartButtonState = "enabled" | "selection-needed" | "unavailable";

export type VariationView =
  | { kind: "selection-needed"; button: "selection-needed"; details: null; noMatchNotice: false; resetVisible: boolean }
  | { kind: "match"; button: "enabled" | "unavailable"; details: VariationDetails; noMatchNotice: false; resetVisible: true }
  | { kind: "no-match"; button: "unavailable"; details: null; noMatchNotice: boolean; resetVisible: true };

export function variationDetails(v: VariationDetail): VariationDetails {
  return {
    variationId: v.id,
    sku: v.sku,
    weightGrams: v.weightGrams,
    dimensionsMm: v.dimensionsMm,
    image: v.image,
    price: v.price,
    regularPrice: v.regularPrice,
    onSale: v.onSale,
    availability: { stockStatus: v.stockStatus, stockQuantity: v.stockQuantity },
  };
}

export type ViewInput = {
  attributeSlugs: readonly string[];
  selection: Selection;
  /** The variation found for a complete selection, locally or by the server; null when none matched. */
  match: VariationDetail | null;
  /** The first check after load shows no notice, so a stale preselection does not greet the shopper with one. */
  initialLoad?: boolean;
};

export function variationView({ attributeSlugs, selection, match, initialLoad = false }: ViewInput): VariationView {
  if (!allAttributesChosen(attributeSlugs, selection)) {
    const resetVisible = anyAttributeChosen(attributeSlugs, selection);
    return { kind: "selection-needed", button: "selection-needed", details: null, noMatchNotice: false, resetVisible };
  }
  if (match) {
    const button = variationBuyable(match) ? "enabled" : "unavailable";
    return { kind: "match", button, details: variationDetails(match), noMatchNotice: false, resetVisible: true };
  }
  return { kind: "no-match", button: "unavailable", details: null, noMatchNotice: !initialLoad, resetVisible: true };
}

/** The view when the variations are embedded in the page: the match is looked up locally. */
export function localVariationView(input: Omit<ViewInput, "match"> & { variations: readonly VariationDetail[] } & MatchOptions): VariationView {
  const complete = allAttributesChosen(input.attributeSlugs, input.selection);
  const match = complete ? findVariation(input.variations, input.selection, input) : null;
  return variationView({ ...input, match });
}

/** The form's own fields between checks: the chosen terms, the variation id and the notice flag. */
export type VariationForm = { selection: Record<string, string>; variationId: number | null; noMatchNotice: boolean };

/** Changing any select clears the variation id and the notice until the next check answers. */
export function changeAttribute(form: VariationForm, attributeSlug: string, termSlug: string): VariationForm {
  return { selection: { ...form.selection, [attributeSlug]: termSlug }, variationId: null, noMatchNotice: false };
}

/** The reset link: every select cleared, then focus goes to the first one and the reset is announced. */
export function resetForm(attributeSlugs: readonly string[]): VariationForm & { focus: string | null } {
  return { selection: emptySelection(attributeSlugs), variationId: null, noMatchNotice: false, focus: attributeSlugs[0] ?? null };
}

/** Applies a check's answer to the form fields. */
export function applyView(form: VariationForm, view: VariationView): VariationForm {
  return {
    selection: form.selection,
    variationId: view.kind === "match" ? view.details.variationId : null,
    noMatchNotice: view.noMatchNotice,
  };
}
