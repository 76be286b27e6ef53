/**
 * The cart's operations as their input is checked at every edge: the JSON API validates request bodies
 * with these schemas, and the page forms turn their fields into the same shapes (or reuse the same
 * bounds) before calling the cart service. Pure zod, no IO.
 */
import { z } from "zod";
import { int4, MAX_LINE_QUANTITY } from "../limits.ts";
import { COUPON_CODE_MAX_LENGTH } from "./coupons.ts";
import { LINE_KEY_PATTERN } from "./line-key.ts";

/** Attribute and term slugs (and most other short names) are at most this long. */
export const MAX_SLUG_LENGTH = 200;
/** A product has at most this many attributes in a selection, and a grouped add at most this many children. */
export const MAX_SELECTED_ATTRIBUTES = 20;
export const MAX_GROUPED_CHILDREN = 100;

/** A product or variation id. */
export const rowId = int4(1);
/** How many of a product to add: at least one. */
export const addQuantity = z.number().int().positive().max(MAX_LINE_QUANTITY);
/** A line's new quantity: 0 removes the line. */
export const lineQuantity = z.number().int().min(0).max(MAX_LINE_QUANTITY);
/** A grouped product's child id as a record key: a positive whole number written plainly. */
export const CHILD_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

const slug = z.string().min(1).max(MAX_SLUG_LENGTH);
const attributeSelection = (term: z.ZodString) => z.record(slug, term).refine((r) => Object.keys(r).length <= MAX_SELECTED_ATTRIBUTES, "too many attributes");

/** Adds one product, or one variation of a variable product (by id, or by its attribute terms). */
export const addSingleItemBody = z
  .strictObject({
    productId: rowId,
    quantity: addQuantity,
    variationId: rowId.optional(),
    attributes: attributeSelection(z.string().max(MAX_SLUG_LENGTH)).optional(),
  })
  .describe("One product, or one variation of a variable product.");

/** Adds a grouped product's children: child id → quantity (0 skips that child). */
export const addGroupedItemsBody = z
  .strictObject({
    productId: rowId,
    quantities: z
      .record(z.string().regex(CHILD_ID_PATTERN, "child ids are positive integers"), lineQuantity)
      .refine((r) => Object.keys(r).length <= MAX_GROUPED_CHILDREN, "too many children"),
  })
  .describe("The children of a grouped product.");

/** Either shape of add; which one a body means is told by `addItemsShape`. */
export const addItemsBody = z.union([addSingleItemBody, addGroupedItemsBody]);

/**
 * The shape a body means: one with `quantities` is a grouped add, any other a single one. Both are strict,
 * so a refused body is explained against the shape it meant, naming the field that does not belong.
 */
export function addItemsShape(body: unknown): typeof addSingleItemBody | typeof addGroupedItemsBody {
  const isGrouped = typeof body === "object" && body !== null && !Array.isArray(body) && "quantities" in body;
  return isGrouped ? addGroupedItemsBody : addSingleItemBody;
}

/** A cart line, named in the URL by its key. */
export const lineKeyParams = z.strictObject({ key: z.string().regex(LINE_KEY_PATTERN, "a cart line key is 32 lower-case hex characters") });

/** Sets a line's quantity; 0 removes it. */
export const updateLineBody = z.strictObject({ quantity: lineQuantity });

/** Puts a removed line back (the undo of a removal): the line as the removal answered it. */
export const restoreLineBody = z.strictObject({
  productId: rowId,
  variationId: rowId.nullable().optional(),
  attributes: attributeSelection(z.string().min(1).max(MAX_SLUG_LENGTH)).optional(),
  quantity: addQuantity,
});

/** Text without control characters (PostgreSQL refuses NUL in text; the others have no place in a form). */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** `tooLong`, when given, is what a text past `max` is told (a shopper-facing message). */
export const plainText = (max: number, tooLong?: string) =>
  z
    .string()
    .max(max, tooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value), "must not contain control characters");

// A code longer than any stored one is still answered as "no such coupon", with the shopper's text, up to a point.
const couponCode = plainText(COUPON_CODE_MAX_LENGTH * 4);
/** Applies a coupon by its code. */
export const applyCouponBody = z.strictObject({ code: couponCode });
/** Removes an applied coupon, named in the URL. */
export const removeCouponParams = z.strictObject({ code: couponCode.pipe(z.string().min(1)) });
