/**
 * Parsers for what the product page stores and ships: settings rows and the availability index. The
 * server parses with them; the browser imports the plain types and rules beside them, and so no zod.
 */
import { z } from "zod";
import type { AvailabilityIndex } from "./availability-index.ts";
import { SLIDER_ANIMATIONS, THUMBNAIL_ORIENTATIONS, type GallerySettings, type ProductPageOverrides } from "./page-settings.ts";
import type { ProductPageTexts } from "./product-page-texts.ts";
import type { SwatchOptions } from "./swatch-options.ts";

const swatchFields = {
  show_variation_label: z.boolean(),
  variation_label_separator: z.string().max(10),
  out_of_stock_tooltip_text: z.string().min(1).max(200),
  unavailable_tooltip_text: z.string().min(1).max(200),
  clickable_out_of_stock: z.boolean(),
  clear_on_reselect: z.boolean(),
  deselect_unavailable: z.boolean(),
  disable_out_of_stock: z.boolean(),
  show_variation_stock: z.boolean(),
  stock_label_threshold: z.number().int().min(0),
  display_limit: z.number().int().min(0),
};
export const swatchOptionsSchema = z.object(swatchFields).strict() satisfies z.ZodType<SwatchOptions>;
export const swatchOverridesSchema = z.object(swatchFields).partial().strict();

const text = z.string().trim().min(1).max(500);
export const productPageTextsSchema = z
  .object({ noMatchingVariations: text, unavailable: text, makeASelection: text, ratingRequired: text, selectionReset: text })
  .strict() satisfies z.ZodType<ProductPageTexts>;
export const productPageTextOverridesSchema = productPageTextsSchema.partial();

const gallerySchema = z
  .object({
    thumbnailOrientation: z.enum(THUMBNAIL_ORIENTATIONS),
    zoom: z.boolean(),
    lightbox: z.boolean(),
    slideshow: z.boolean(),
    animation: z.enum(SLIDER_ANIMATIONS),
  })
  .strict() satisfies z.ZodType<GallerySettings>;

export const productPageOverridesSchema = z
  .object({
    swatches: swatchOverridesSchema,
    texts: productPageTextOverridesSchema,
    gallery: gallerySchema.partial(),
    ratingsRequired: z.boolean(),
    availabilityIndex: z.boolean(),
  })
  .partial()
  .strict() satisfies z.ZodType<ProductPageOverrides>;

/** Stored JSON as overrides; anything that does not fit the schema counts as no override at all. */
export function parseProductPageOverrides(stored: unknown): ProductPageOverrides {
  const parsed = productPageOverridesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

export const availabilityIndexSchema = z.object({
  attributes: z.array(z.string()),
  terms: z.array(z.array(z.string())),
  rows: z.array(z.array(z.number().int().min(-1))),
}) satisfies z.ZodType<AvailabilityIndex>;
