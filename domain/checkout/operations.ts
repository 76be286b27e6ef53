/**
 * The checkout's operations as the JSON API checks their input (the checkout service then applies the
 * address, shipping and payment rules to what passes). Pure zod, no IO.
 */
import { z } from "zod";
import { PASSWORD_BOUND } from "../account/operations.ts";
import { plainText } from "../cart/operations.ts";

/** A shipping or payment method id. */
export const methodId = plainText(40).pipe(z.string().min(1));
/** Prices the cart for a country and a shipping method (each defaulting to the shop's). */
export const quoteQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "country is a two-letter code")
    .optional(),
  shipping: methodId.optional(),
});
/** An address as typed: field name → value; the checkout's address rules judge the fields. */
const addressFields = z
  .record(plainText(100), z.union([plainText(1000), z.number(), z.boolean(), z.null()]))
  .refine((r) => Object.keys(r).length <= 30, "too many fields");
/** Places the order for the session's cart. */
export const placeOrderBody = z.strictObject({
  email: plainText(1000),
  billing: addressFields,
  shipping: addressFields.optional(),
  shipToDifferentAddress: z.union([z.boolean(), plainText(10)]).optional(),
  shippingMethod: methodId,
  paymentMethod: methodId,
  note: plainText(2000).optional(),
  createAccount: z.strictObject({ password: z.string().max(PASSWORD_BOUND) }).optional(),
});
/** The header that makes placing an order safe to repeat: the same key never places a second order. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const idempotencyKey = z.string().regex(/^[\x21-\x7e]{8,200}$/, "Idempotency-Key is 8 to 200 visible ASCII characters");
