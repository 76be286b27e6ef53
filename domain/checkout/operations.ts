/**
 * The checkout's operations as the JSON API checks their input (the checkout service then applies the
 * address, shipping and payment rules to what passes). Pure zod, no IO.
 */
import { z } from "zod";
import { PASSWORD_BOUND, PASSWORD_TOO_LONG } from "../account/operations.ts";
import { plainText } from "../cart/operations.ts";
import { ORDER_NOTE_MAX_LENGTH } from "../limits.ts";
import { CHECKOUT_FIELD_MESSAGES } from "./address.ts";

const METHOD_ID_MAX_LENGTH = 40;
export const SHIPPING_METHOD_MESSAGE = "Choose one of the offered shipping methods.";
export const PAYMENT_METHOD_MESSAGE = "Choose one of the offered payment methods.";
const FIELD_TOO_LONG = "This field is too long.";

/** A shipping or payment method id. */
export const methodId = plainText(METHOD_ID_MAX_LENGTH).pipe(z.string().min(1));
/** The method an order is placed with; `message` is what a missing or impossible one is told. */
const chosenMethod = (message: string) => plainText(METHOD_ID_MAX_LENGTH, message).pipe(z.string().min(1, message));
/** Prices the cart for a country and a shipping method (each defaulting to the shop's). */
export const quoteQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "country is a two-letter code")
    .optional(),
  /** The rest of the destination, for tax rates by state, postcode or city. */
  state: z.string().trim().max(100).optional(),
  postcode: z.string().trim().max(20).optional(),
  city: z.string().trim().max(100).optional(),
  shipping: methodId.optional(),
});
/** An address as typed: field name → value; the checkout's address rules judge the fields. */
const addressFields = z
  .record(plainText(100), z.union([plainText(1000, FIELD_TOO_LONG), z.number(), z.boolean(), z.null()]))
  .refine((r) => Object.keys(r).length <= 30, "too many fields");
/** Places the order for the session's cart. */
export const placeOrderBody = z.strictObject({
  email: plainText(1000, CHECKOUT_FIELD_MESSAGES.invalidEmail),
  billing: addressFields,
  shipping: addressFields.optional(),
  shipToDifferentAddress: z.union([z.boolean(), plainText(10)]).optional(),
  /** Left out when no line needs shipping; the checkout service asks for it when one does. */
  shippingMethod: chosenMethod(SHIPPING_METHOD_MESSAGE).optional(),
  paymentMethod: chosenMethod(PAYMENT_METHOD_MESSAGE),
  note: plainText(ORDER_NOTE_MAX_LENGTH, `Order notes may have at most ${ORDER_NOTE_MAX_LENGTH} characters.`).optional(),
  createAccount: z.strictObject({ password: z.string().max(PASSWORD_BOUND, PASSWORD_TOO_LONG) }).optional(),
});
/** The header that makes placing an order safe to repeat: the same key never places a second order. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const idempotencyKey = z.string().regex(/^[\x21-\x7e]{8,200}$/, "Idempotency-Key is 8 to 200 visible ASCII characters");
