/**
 * Swatch settings (product-page-and-widgets.md §3 "Product page and swatches"): shop-wide values that a
 * product may override one by one. Stored settings are parsed with `swatchOverridesSchema` at the edge.
 */
import { z } from "zod";

const fields = {
  show_variation_label: z.boolean(),
  variation_label_separator: z.string().max(10),
  out_of_stock_tooltip_text: z.string().min(1).max(200),
  unavailable_tooltip_text: z.string().min(1).max(200),
  clickable_out_of_stock: z.boolean(),
  clear_on_reselect: z.boolean(),
  deselect_unavailable: z.boolean(),
  disable_out_of_stock: z.boolean(),
  show_variation_stock: z.boolean(),
  /** The spec leaves its value open; 5 is what the origin's swatch plugin ships with. */
  stock_label_threshold: z.number().int().min(0),
  /** Items shown before the "more" item; 0 shows every item. */
  display_limit: z.number().int().min(0),
};

export const swatchOptionsSchema = z.object(fields).strict();
export type SwatchOptions = z.infer<typeof swatchOptionsSchema>;

/** Any subset of the options, as a shop or a product stores them. */
export const swatchOverridesSchema = z.object(fields).partial().strict();
export type SwatchOverrides = z.infer<typeof swatchOverridesSchema>;

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
