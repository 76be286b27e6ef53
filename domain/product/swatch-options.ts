/**
 * Swatch settings (product-page-and-widgets.md §3 "Product page and swatches"): shop-wide values that a
 * product may override one by one. Stored settings are parsed with `swatchOverridesSchema` (schemas.ts) at the edge.
 */
export type SwatchOptions = {
  show_variation_label: boolean;
  variation_label_separator: string;
  out_of_stock_tooltip_text: string;
  unavailable_tooltip_text: string;
  clickable_out_of_stock: boolean;
  clear_on_reselect: boolean;
  deselect_unavailable: boolean;
  disable_out_of_stock: boolean;
  show_variation_stock: boolean;
  /** The spec leaves its value open; 5 is what the origin's swatch plugin ships with. */
  stock_label_threshold: number;
  /** Items shown before the "more" item; 0 shows every item. */
  display_limit: number;
};

/** Any subset of the options, as a shop or a product stores them. */
export type SwatchOverrides = { [K in keyof SwatchOptions]?: SwatchOptions[K] | undefined };

export const SWATCH_OPTION_DEFAULTS: SwatchOptions = {
  show_variation_label: true,
  variation_label_separator: ":",
  out_of_stock_tooltip_text: "Out of stock",
  unavailable_tooltip_text: "Unavailable",
  clickable_out_of_stock: false,
  clear_on_reselect: false,
  deselect_unavailable: false,
  disable_out_of_stock: false,
  show_variation_stock: false,
  stock_label_threshold: 5,
  display_limit: 0,
};

function defined(overrides: SwatchOverrides): SwatchOverrides {
  return Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
}

/** Defaults, then the shop's settings, then the product's: the most specific setting wins. */
export function resolveSwatchOptions(shop: SwatchOverrides = {}, product: SwatchOverrides = {}): SwatchOptions {
  return { ...SWATCH_OPTION_DEFAULTS, ...defined(shop), ...defined(product) };
}

/**
 * The attribute label with the chosen value: "Colour: Red". The origin renders the separator and value as
 * "<sep> <value>" into HTML, where runs of spaces collapse, so " - " also reads "Colour - Red".
 */
export function variationLabel(
  attributeName: string,
  chosenTermName: string | null,
  options: Pick<SwatchOptions, "show_variation_label" | "variation_label_separator">,
): string {
  if (!options.show_variation_label || !chosenTermName) return attributeName;
  return `${attributeName}${options.variation_label_separator} ${chosenTermName}`.replace(/\s+/g, " ").trim();
}
