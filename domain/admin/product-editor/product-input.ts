/**
 * What a product save carries, as the service takes it and the JSON API publishes it: money in minor
 * units, dates as ISO text, related records by id. Strict, with limits on every length and number. The
 * service checks what only the database knows (unique slug and SKU, ids that exist).
 */
import { z } from "zod";
import { productPageOverridesSchema } from "../../product/schemas.ts";
import { TAX_CLASSES } from "../../tax/rates.ts";
import { MAX_PRICE_MINOR } from "./money-input.ts";
import { MAX_VARIATIONS } from "./variation-matrix.ts";
import { EDITOR_STATUSES, PRODUCT_TYPES, STOCK_STATUSES } from "./product-input-constants.ts";
import { int4 } from "../../limits.ts";

export const MAX_NAME_LENGTH = 200;
export const MAX_SHORT_DESCRIPTION_LENGTH = 2_000;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MAX_TAGS = 30;
export const MAX_IMAGES = 30;
export const MAX_LINKED_PRODUCTS = 20;
/** Stock, weights and sizes: generous, but far inside a 32-bit integer column. */
export const MAX_QUANTITY = 1_000_000;

const id = int4(1);
const price = z.number().int().min(0).max(MAX_PRICE_MINOR);
const quantity = z.number().int().min(0).max(MAX_QUANTITY);
const sku = z.string().trim().min(1).max(64).nullable();
const date = z.iso.datetime({ offset: true }).nullable();

export const variationInputSchema = z.strictObject({
  id: id.nullable().default(null),
  attributes: z.record(z.string().max(100), z.string().max(100)),
  regularPrice: price,
  salePrice: price.nullable().default(null),
  sku: sku.default(null),
  /** Null: stock not counted for this variation. */
  stockQuantity: quantity.nullable().default(null),
  stockStatus: z.enum(STOCK_STATUSES).default("instock"),
  enabled: z.boolean().default(true),
  imageId: id.nullable().default(null),
});

export const productInputSchema = z.strictObject({
  type: z.enum(PRODUCT_TYPES),
  name: z.string().trim().min(1, "Give the product a name.").max(MAX_NAME_LENGTH),
  /** Made from the name when empty. */
  slug: z.string().trim().max(120).default(""),
  shortDescription: z.string().max(MAX_SHORT_DESCRIPTION_LENGTH).default(""),
  description: z.string().max(MAX_DESCRIPTION_LENGTH).default(""),
  status: z.enum(EDITOR_STATUSES).default("draft"),
  featured: z.boolean().default(false),
  regularPrice: price.nullable().default(null),
  salePrice: price.nullable().default(null),
  saleStartsAt: date.default(null),
  saleEndsAt: date.default(null),
  sku: sku.default(null),
  manageStock: z.boolean().default(false),
  stockQuantity: quantity.nullable().default(null),
  stockStatus: z.enum(STOCK_STATUSES).default("instock"),
  taxClass: z.enum(TAX_CLASSES).default("standard"),
  soldIndividually: z.boolean().default(false),
  virtual: z.boolean().default(false),
  minQuantity: quantity.default(1),
  maxQuantity: quantity.nullable().default(null),
  weightGrams: quantity.nullable().default(null),
  lengthMm: quantity.nullable().default(null),
  widthMm: quantity.nullable().default(null),
  heightMm: quantity.nullable().default(null),
  categoryIds: z.array(id).max(100).default([]),
  tags: z.array(z.string().trim().min(1).max(60)).max(MAX_TAGS).default([]),
  attributes: z
    .array(z.strictObject({ attributeId: id, termIds: z.array(id).max(200), usedForVariations: z.boolean().default(false) }))
    .max(20)
    .default([]),
  variations: z.array(variationInputSchema).max(MAX_VARIATIONS).default([]),
  images: z
    .array(z.strictObject({ id, alt: z.string().max(300).default("") }))
    .max(MAX_IMAGES)
    .default([]),
  mainImageId: id.nullable().default(null),
  children: z.array(id).max(100).default([]),
  /** Linked products, in the order chosen: upsells on the product page, cross-sells on the cart page. */
  upsellIds: z.array(id).max(MAX_LINKED_PRODUCTS).default([]),
  crossSellIds: z.array(id).max(MAX_LINKED_PRODUCTS).default([]),
  pageSettings: productPageOverridesSchema.default({}),
});

export type ProductInput = z.infer<typeof productInputSchema>;
export type VariationInput = z.infer<typeof variationInputSchema>;
