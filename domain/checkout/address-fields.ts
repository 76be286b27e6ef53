/**
 * The checkout's and the account's address fields as the forms show them: keys, labels, autocomplete, the
 * required star, country names. The browser renders the forms from these, so this module stays free of
 * zod; the validation that the server runs is in address.ts.
 */
import { COUNTRY_NAMES, normalizeCountryCode } from "./countries.ts";

export type AddressKind = "billing" | "shipping";
/** An address's fields as forms and the customers service name them; shipping addresses have no phone. */
export const ADDRESS_FIELD_KEYS = ["firstName", "lastName", "company", "country", "address1", "address2", "city", "state", "postcode", "phone"] as const;
export type AddressFieldKey = (typeof ADDRESS_FIELD_KEYS)[number];

export type CheckoutField = { key: AddressFieldKey | "email" | typeof VAT_NUMBER_KEY; label: string; required: boolean; autocomplete: string };

/**
 * The billing address's optional VAT identifier: a business customer gives it to receive an invoice in
 * its name (and the e-invoice by mail). Kept apart from the address keys, since saved addresses and the
 * shipping address have none; the order keeps it in its billing address snapshot.
 */
export const VAT_NUMBER_KEY = "vatNumber";
export const VAT_NUMBER_FIELD: CheckoutField = { key: VAT_NUMBER_KEY, label: "VAT number (for a business invoice)", required: false, autocomplete: "off" };

export const ADDRESS_FIELDS: readonly CheckoutField[] = [
  { key: "firstName", label: "First name", required: true, autocomplete: "given-name" },
  { key: "lastName", label: "Last name", required: true, autocomplete: "family-name" },
  { key: "company", label: "Company name", required: false, autocomplete: "organization" },
  { key: "country", label: "Country / Region", required: true, autocomplete: "country" },
  { key: "address1", label: "Street address", required: true, autocomplete: "address-line1" },
  { key: "address2", label: "Apartment, suite, unit, etc.", required: false, autocomplete: "address-line2" },
  { key: "city", label: "Town / City", required: true, autocomplete: "address-level2" },
  { key: "state", label: "County / State", required: false, autocomplete: "address-level1" },
  { key: "postcode", label: "Postcode / ZIP", required: true, autocomplete: "postal-code" },
];

/** The fields of each form in display order; billing adds phone, the VAT number and the contact e-mail. */
export function checkoutFields(kind: AddressKind): CheckoutField[] {
  const prefixed = ADDRESS_FIELDS.map((field) => ({ ...field, autocomplete: `${kind} ${field.autocomplete}` }));
  if (kind === "shipping") return prefixed;
  return [
    ...prefixed,
    { key: "phone", label: "Phone", required: false, autocomplete: "billing tel" },
    VAT_NUMBER_FIELD,
    { key: "email", label: "Email address", required: true, autocomplete: "email" },
  ];
}

export const REQUIRED_FIELD_STAR = "*";

/** S-5-20 S-5-21: a checkout field's placeholder is its label, with a star when the field is required. */
export function checkoutPlaceholder(field: Pick<CheckoutField, "label" | "required">): string {
  return field.required ? `${field.label} ${REQUIRED_FIELD_STAR}` : field.label;
}

export function countryName(code: string): string {
  return COUNTRY_NAMES[normalizeCountryCode(code)] ?? code;
}
