/**
 * Checkout contact and address validation. Texts follow the checkout shoppers know ("Billing First name
 * is a required field."). Form values arrive as strings; optional fields come back as "" when left empty.
 */
import { z } from "zod";
import { ADDRESS_FIELDS, type AddressFieldKey, type AddressKind } from "./address-fields.ts";
import { ALLOWED_COUNTRY_CODES, normalizeCountryCode } from "./countries.ts";

export * from "./address-fields.ts";

export const CHECKOUT_FIELD_MESSAGES = {
  required: "{field} is a required field.",
  tooLong: "{field} is too long.",
  invalidEmail: "Invalid billing email address",
  invalidPhone: "{field} is not a valid phone number.",
  invalidPostcode: "{field} is not a valid postcode / ZIP.",
  invalidCountry: "{field} is not a country we deliver to.",
  invalidCharacters: "{field} contains characters that are not allowed.",
  invalidVatNumber: "{field} should be a two-letter country code followed by 2 to 13 letters or digits, for example IE6388047V.",
} as const;

const describe = (kind: AddressKind, label: string) => `${kind === "billing" ? "Billing" : "Shipping"} ${label}`;
const say = (message: string, field: string) => message.replace("{field}", field);
const labelOf = (key: AddressFieldKey | "email") => ADDRESS_FIELDS.find((f) => f.key === key)?.label ?? (key === "phone" ? "Phone" : "Email address");

/** Eircodes are optional in Ireland, as many addresses are found without one. */
const POSTCODE_OPTIONAL_COUNTRIES = new Set(["IE"]);
const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  IE: /^[A-Z]\d[\dW] ?[\dA-Z]{4}$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  US: /^\d{5}(-\d{4})?$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
};
const GENERIC_POSTCODE = /^[A-Z\d][A-Z\d -]{1,10}$/i;
const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;
const TEXT_MAX = 100;
/** Control characters (NUL above all, which PostgreSQL text cannot hold) have no place in an address. */
const hasControlCharacter = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function isValidPostcode(postcode: string, country: string): boolean {
  return (POSTCODE_PATTERNS[normalizeCountryCode(country)] ?? GENERIC_POSTCODE).test(postcode.trim());
}

function text(kind: AddressKind, key: AddressFieldKey, required: boolean) {
  const name = describe(kind, labelOf(key));
  const base = z
    .string({ error: say(CHECKOUT_FIELD_MESSAGES.required, name) })
    .trim()
    .max(TEXT_MAX, say(CHECKOUT_FIELD_MESSAGES.tooLong, name))
    .refine((value) => !hasControlCharacter(value), say(CHECKOUT_FIELD_MESSAGES.invalidCharacters, name));
  return required ? base.min(1, say(CHECKOUT_FIELD_MESSAGES.required, name)) : base.optional().default("");
}

/** Null when the postcode suits the country; the check needs the country, so it runs over the whole address. */
export function postcodeProblem(kind: AddressKind, postcode: string, country: string): string | null {
  const name = describe(kind, labelOf("postcode"));
  const code = normalizeCountryCode(country);
  if (postcode.trim() === "") return POSTCODE_OPTIONAL_COUNTRIES.has(code) ? null : say(CHECKOUT_FIELD_MESSAGES.required, name);
  return isValidPostcode(postcode, code) ? null : say(CHECKOUT_FIELD_MESSAGES.invalidPostcode, name);
}

function addressShape(kind: AddressKind) {
  const countryName = describe(kind, labelOf("country"));
  return {
    firstName: text(kind, "firstName", true),
    lastName: text(kind, "lastName", true),
    company: text(kind, "company", false),
    country: z
      .string({ error: say(CHECKOUT_FIELD_MESSAGES.required, countryName) })
      .transform(normalizeCountryCode)
      .pipe(
        z
          .string()
          .min(1, say(CHECKOUT_FIELD_MESSAGES.required, countryName))
          .refine((code) => ALLOWED_COUNTRY_CODES.includes(code), say(CHECKOUT_FIELD_MESSAGES.invalidCountry, countryName)),
      ),
    address1: text(kind, "address1", true),
    address2: text(kind, "address2", false),
    city: text(kind, "city", true),
    state: text(kind, "state", false),
    postcode: text(kind, "postcode", false),
  };
}

function withPostcodeCheck<Schema extends z.ZodType<{ postcode: string; country: string }>>(kind: AddressKind, schema: Schema) {
  return schema.superRefine((address, ctx) => {
    const problem = postcodeProblem(kind, address.postcode, address.country);
    if (problem) ctx.addIssue({ code: "custom", path: ["postcode"], message: problem });
  });
}

const phone = text("billing", "phone", false).refine(
  (value) => value === "" || PHONE_PATTERN.test(value),
  say(CHECKOUT_FIELD_MESSAGES.invalidPhone, describe("billing", "Phone")),
);

/**
 * A loose check of a VAT identifier: a two-letter country prefix and 2 to 13 letters or digits once
 * spaces, dots and dashes are gone (every EU format fits). Whether the number exists is the tax
 * office's question, not the checkout's.
 */
export const VAT_NUMBER_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,13}$/;

export function compactVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

/** Stored compact and upper-case; "" when none was given, as the other optional fields. */
const vatNumber = z
  .string()
  .max(TEXT_MAX, say(CHECKOUT_FIELD_MESSAGES.tooLong, describe("billing", "VAT number")))
  .optional()
  .transform((value) => compactVatNumber(value ?? ""))
  .refine((value) => value === "" || VAT_NUMBER_PATTERN.test(value), say(CHECKOUT_FIELD_MESSAGES.invalidVatNumber, describe("billing", "VAT number")));

export const contactSchema = z.object({
  email: z
    .string({ error: say(CHECKOUT_FIELD_MESSAGES.required, describe("billing", "Email address")) })
    .trim()
    .min(1, say(CHECKOUT_FIELD_MESSAGES.required, describe("billing", "Email address")))
    .pipe(z.email(CHECKOUT_FIELD_MESSAGES.invalidEmail).max(254, CHECKOUT_FIELD_MESSAGES.invalidEmail)),
});
export const billingAddressSchema = withPostcodeCheck("billing", z.object({ ...addressShape("billing"), phone, vatNumber }));
export const shippingAddressSchema = withPostcodeCheck("shipping", z.object(addressShape("shipping")));
export type BillingAddress = z.output<typeof billingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** A checkbox arrives as "1", "on" or "true" when ticked and is missing when not. */
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === "1" || value === "on" || value === "true");

export type CheckoutAddresses = { email: string; billing: BillingAddress; shipping: ShippingAddress; shipToDifferentAddress: boolean };
export type CheckoutAddressesResult = { ok: true; value: CheckoutAddresses } | { ok: false; fields: Record<string, string> };

/**
 * Without "ship to a different address" the order ships to the billing address and any shipping
 * fields sent are ignored (a form hidden by the browser still posts them).
 */
export function parseCheckoutAddresses(input: {
  email?: unknown;
  billing?: unknown;
  shipping?: unknown;
  shipToDifferentAddress?: unknown;
}): CheckoutAddressesResult {
  const fields: Record<string, string> = {};
  const collect = (prefix: string, result: z.ZodSafeParseResult<unknown>) => {
    if (result.success) return;
    for (const issue of result.error.issues) {
      const key = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
      fields[key] ??= issue.message;
    }
  };
  const contact = contactSchema.safeParse({ email: input.email });
  const billing = billingAddressSchema.safeParse(input.billing ?? {});
  const shipToDifferentAddress = checkbox.parse(
    typeof input.shipToDifferentAddress === "boolean" || typeof input.shipToDifferentAddress === "string" ? input.shipToDifferentAddress : undefined,
  );
  const shipping = shipToDifferentAddress ? shippingAddressSchema.safeParse(input.shipping ?? {}) : null;
  collect("", contact);
  collect("billing", billing);
  if (shipping) collect("shipping", shipping);
  // Refinements wait for the other fields, but a shopper should see every problem at once.
  addPostcodeProblem(fields, "billing", input.billing);
  if (shipToDifferentAddress) addPostcodeProblem(fields, "shipping", input.shipping);
  if (!contact.success || !billing.success || (shipping && !shipping.success)) return { ok: false, fields };
  const { phone: _phone, vatNumber: _vatNumber, ...billingAsShipping } = billing.data;
  return {
    ok: true,
    value: { email: contact.data.email, billing: billing.data, shipping: shipping?.success ? shipping.data : billingAsShipping, shipToDifferentAddress },
  };
}

function addPostcodeProblem(fields: Record<string, string>, kind: AddressKind, raw: unknown): void {
  const key = `${kind}.postcode`;
  if (fields[key] || typeof raw !== "object" || raw === null) return;
  const { postcode, country } = raw as { postcode?: unknown; country?: unknown };
  if (typeof country !== "string" || !ALLOWED_COUNTRY_CODES.includes(normalizeCountryCode(country))) return;
  const problem = postcodeProblem(kind, typeof postcode === "string" ? postcode : "", country);
  if (problem) fields[key] = problem;
}
