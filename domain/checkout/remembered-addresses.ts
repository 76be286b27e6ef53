import { checkoutFields } from "./address-fields.ts";

/**
 * A guest's addresses, kept in their own browser (never on the server) so their next checkout there can
 * offer them again. The checkout notes what was sent as pending when the order is placed; the thank-you
 * page keeps it only then, so an order that was refused remembers nothing.
 */
export const REMEMBERED_ADDRESSES_KEY = "vitrine:checkout-addresses";
export const PENDING_ADDRESSES_KEY = "vitrine:checkout-addresses-pending";
const SHIP_TO_DIFFERENT_ADDRESS = "ship_to_different_address";
/** Longer than any field the checkout accepts, so a value stored by hand cannot grow without end. */
const VALUE_MAX_LENGTH = 254;

export type RememberedAddresses = Record<string, string>;

/** Every field name the checkout's address sections send: billing_* (with e-mail, phone, VAT number) and shipping_*. */
export const REMEMBERED_FIELD_NAMES: readonly string[] = [
  ...checkoutFields("billing").map((field) => (field.key === "email" ? "billing_email" : `billing_${field.key}`)),
  ...checkoutFields("shipping").map((field) => `shipping_${field.key}`),
  SHIP_TO_DIFFERENT_ADDRESS,
];
const FIELD_NAMES = new Set(REMEMBERED_FIELD_NAMES);

/** The address fields of a checkout form as sent: known names only, non-empty text, nothing else (no password, no note). */
export function addressesToRemember(entries: Iterable<[string, unknown]>): RememberedAddresses {
  const remembered: RememberedAddresses = {};
  for (const [name, value] of entries) {
    if (!FIELD_NAMES.has(name) || typeof value !== "string") continue;
    const text = value.trim();
    if (text !== "" && text.length <= VALUE_MAX_LENGTH) remembered[name] = text;
  }
  return remembered;
}

/** What the browser kept, read defensively: anything that is not the shape written above reads as nothing. */
export function parseRememberedAddresses(raw: string | null): RememberedAddresses | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const remembered = addressesToRemember(Object.entries(value));
  // Worth offering only with somewhere to send the order.
  return remembered.billing_address1 || remembered.billing_postcode ? remembered : null;
}

/** The line the offer shows, so the shopper recognises the address: "Anna Murphy, 12 Main Street, Dublin". */
export function rememberedAddressSummary(addresses: RememberedAddresses): string {
  const name = [addresses.billing_firstName, addresses.billing_lastName].filter(Boolean).join(" ");
  return [name, addresses.billing_address1, addresses.billing_city].filter(Boolean).join(", ");
}
