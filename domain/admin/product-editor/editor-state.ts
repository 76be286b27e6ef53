/**
 * The product form as the page renders it and a post reads back: every field as typed (text, ticks,
 * ids), so a refused save shows exactly what was sent. Browser-safe: no zod, no server code.
 */
import { PRODUCT_TYPES, STOCK_STATUSES } from "./product-input-constants.ts";

export type ProductType = (typeof PRODUCT_TYPES)[number];
export type StockStatusValue = (typeof STOCK_STATUSES)[number];

export type VariationState = {
  id: string;
  /** Attribute slug → term slug. */
  attributes: Record<string, string>;
  regularPrice: string;
  salePrice: string;
  sku: string;
  stockQuantity: string;
  stockStatus: string;
  enabled: boolean;
  imageId: string;
  selected: boolean;
};

export type EditorState = {
  type: ProductType;
  version: string;
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  status: string;
  featured: boolean;
  regularPrice: string;
  salePrice: string;
  saleStartsAt: string;
  saleEndsAt: string;
  sku: string;
  manageStock: boolean;
  stockQuantity: string;
  stockStatus: string;
  taxClass: string;
  soldIndividually: boolean;
  virtual: boolean;
  minQuantity: string;
  maxQuantity: string;
  weightGrams: string;
  lengthMm: string;
  widthMm: string;
  heightMm: string;
  categoryIds: string[];
  tags: string;
  attributes: { attributeId: string; termIds: string[]; usedForVariations: boolean }[];
  variations: VariationState[];
  images: { id: string; alt: string }[];
  mainImageId: string;
  children: string[];
  /** Products shown on this product's page ("You may also like…") and, from the cart, beside it. */
  upsellIds: string[];
  crossSellIds: string[];
  page: { galleryZoom: string; galleryLightbox: string; thumbnailOrientation: string; ratingsRequired: string };
  bulkPrice: string;
  bulkStock: string;
};

/** Reads a posted form: `get` answers a field's values in order (FormData.getAll). */
export function readEditorState(get: (name: string) => string[], names: Iterable<string>): EditorState {
  const one = (name: string) => get(name)[0] ?? "";
  const on = (name: string) => get(name).length > 0;
  const indexes = (prefix: string) => {
    const found = new Set<number>();
    const pattern = new RegExp(`^${prefix}\\.(\\d{1,4})\\.`);
    for (const name of names) {
      const match = pattern.exec(name);
      if (match) found.add(Number(match[1]));
    }
    return [...found].sort((a, b) => a - b);
  };
  const type = one("type");
  return {
    type: (PRODUCT_TYPES as readonly string[]).includes(type) ? (type as ProductType) : "simple",
    version: one("version"),
    name: one("name"),
    slug: one("slug"),
    shortDescription: one("shortDescription"),
    description: one("description"),
    status: one("status"),
    featured: on("featured"),
    regularPrice: one("regularPrice"),
    salePrice: one("salePrice"),
    saleStartsAt: one("saleStartsAt"),
    saleEndsAt: one("saleEndsAt"),
    sku: one("sku"),
    manageStock: on("manageStock"),
    stockQuantity: one("stockQuantity"),
    stockStatus: one("stockStatus"),
    taxClass: one("taxClass"),
    soldIndividually: on("soldIndividually"),
    virtual: on("virtual"),
    minQuantity: one("minQuantity"),
    maxQuantity: one("maxQuantity"),
    weightGrams: one("weightGrams"),
    lengthMm: one("lengthMm"),
    widthMm: one("widthMm"),
    heightMm: one("heightMm"),
    categoryIds: get("categoryIds"),
    tags: one("tags"),
    attributes: indexes("attributes").map((i) => ({
      attributeId: one(`attributes.${i}.attributeId`),
      termIds: get(`attributes.${i}.termIds`),
      usedForVariations: on(`attributes.${i}.usedForVariations`),
    })),
    variations: indexes("variations").map((i) => {
      const p = `variations.${i}.`;
      const attributes: Record<string, string> = {};
      for (const name of names) if (name.startsWith(`${p}attributes.`)) attributes[name.slice(`${p}attributes.`.length)] = one(name);
      return {
        id: one(`${p}id`),
        attributes,
        regularPrice: one(`${p}regularPrice`),
        salePrice: one(`${p}salePrice`),
        sku: one(`${p}sku`),
        stockQuantity: one(`${p}stockQuantity`),
        stockStatus: one(`${p}stockStatus`),
        enabled: on(`${p}enabled`),
        imageId: one(`${p}imageId`),
        selected: on(`${p}selected`),
      };
    }),
    images: indexes("images").map((i) => ({ id: one(`images.${i}.id`), alt: one(`images.${i}.alt`) })),
    mainImageId: one("mainImageId"),
    children: get("children"),
    upsellIds: get("upsellIds"),
    crossSellIds: get("crossSellIds"),
    page: {
      galleryZoom: one("page.galleryZoom"),
      galleryLightbox: one("page.galleryLightbox"),
      thumbnailOrientation: one("page.thumbnailOrientation"),
      ratingsRequired: one("page.ratingsRequired"),
    },
    bulkPrice: one("bulkPrice"),
    bulkStock: one("bulkStock"),
  };
}

/** "Set price / stock for the selected variations (or all, when none is ticked)". */
export function applyBulkEdit(state: EditorState): EditorState {
  const anySelected = state.variations.some((v) => v.selected);
  return {
    ...state,
    variations: state.variations.map((variation) => {
      if (anySelected && !variation.selected) return variation;
      return {
        ...variation,
        ...(state.bulkPrice.trim() ? { regularPrice: state.bulkPrice.trim() } : {}),
        ...(state.bulkStock.trim() ? { stockQuantity: state.bulkStock.trim() } : {}),
      };
    }),
    bulkPrice: "",
    bulkStock: "",
  };
}

/** Moves the image at `index` one place up (-1) or down (+1); out of range changes nothing. */
export function moveImage(state: EditorState, index: number, step: -1 | 1): EditorState {
  const target = index + step;
  if (index < 0 || target < 0 || index >= state.images.length || target >= state.images.length) return state;
  const images = [...state.images];
  [images[index], images[target]] = [images[target]!, images[index]!];
  return { ...state, images };
}

/** Removes an image from the product (and from the main image and variations that used it). */
export function removeImage(state: EditorState, index: number): EditorState {
  const removed = state.images[index];
  if (!removed) return state;
  return {
    ...state,
    images: state.images.filter((_, i) => i !== index),
    mainImageId: state.mainImageId === removed.id ? "" : state.mainImageId,
    variations: state.variations.map((v) => (v.imageId === removed.id ? { ...v, imageId: "" } : v)),
  };
}
