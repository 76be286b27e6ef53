/**
 * The product page's settings: swatch options, texts, gallery layout and two switches. The shop stores
 * one set in `settings` under PRODUCT_PAGE_SETTINGS_KEY; a product may override any of them in its own
 * `page_settings`. The most specific value wins, and a stored value that does not parse is ignored rather
 * than breaking the page. The zod schemas live in schemas.ts, which only the server imports: the browser
 * gets these rules without the parser.
 */
import { productPageTexts, type ProductPageTexts } from "./product-page-texts.ts";
import { resolveSwatchOptions, type SwatchOptions, type SwatchOverrides } from "./swatch-options.ts";

export const PRODUCT_PAGE_SETTINGS_KEY = "product_page";

export const THUMBNAIL_ORIENTATIONS = ["horizontal", "vertical"] as const;
export const SLIDER_ANIMATIONS = ["fade", "slide"] as const;

export type GallerySettings = {
  /** Where the thumbnail strip sits: under the main image, or beside it. */
  thumbnailOrientation: (typeof THUMBNAIL_ORIENTATIONS)[number];
  zoom: boolean;
  lightbox: boolean;
  /** The slider advances by itself every slideshowSpeed (with a pause control) when on. */
  slideshow: boolean;
  animation: (typeof SLIDER_ANIMATIONS)[number];
};

export const GALLERY_SETTING_DEFAULTS: GallerySettings = {
  thumbnailOrientation: "horizontal",
  zoom: true,
  lightbox: true,
  slideshow: false,
  animation: "fade",
};

/** What the shop or a product stores: any part of the settings. Parsed by `productPageOverridesSchema` (schemas.ts). */
export type ProductPageOverrides = {
  swatches?: SwatchOverrides | undefined;
  texts?: Partial<ProductPageTexts> | undefined;
  gallery?: Partial<GallerySettings> | undefined;
  /** A review needs a star rating before it is sent. */
  ratingsRequired?: boolean | undefined;
  /**
   * Above the embed threshold, the page embeds the availability index so impossible combinations are
   * disabled. Off, the spec's plain mode applies: details load by request and no item is disabled.
   */
  availabilityIndex?: boolean | undefined;
};

export type ProductPageSettings = {
  swatches: SwatchOptions;
  texts: ProductPageTexts;
  gallery: GallerySettings;
  ratingsRequired: boolean;
  availabilityIndex: boolean;
};

export const PRODUCT_PAGE_SETTING_DEFAULTS: ProductPageSettings = {
  swatches: resolveSwatchOptions(),
  texts: productPageTexts(),
  gallery: GALLERY_SETTING_DEFAULTS,
  ratingsRequired: true,
  availabilityIndex: true,
};

function defined<T extends object>(values: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Defaults, then the shop's settings, then the product's. */
export function resolveProductPageSettings(shop: ProductPageOverrides = {}, product: ProductPageOverrides = {}): ProductPageSettings {
  return {
    swatches: resolveSwatchOptions(shop.swatches, product.swatches),
    texts: productPageTexts({ ...defined(shop.texts), ...defined(product.texts) }),
    gallery: { ...GALLERY_SETTING_DEFAULTS, ...defined(shop.gallery), ...defined(product.gallery) },
    ratingsRequired: product.ratingsRequired ?? shop.ratingsRequired ?? PRODUCT_PAGE_SETTING_DEFAULTS.ratingsRequired,
    availabilityIndex: product.availabilityIndex ?? shop.availabilityIndex ?? PRODUCT_PAGE_SETTING_DEFAULTS.availabilityIndex,
  };
}
