/**
 * The cart's shipping calculator: where the shopper says the order will go (country, region, city, postcode)
 * and the method they pick there. Kept in one cookie, read by the cart (to price it) and by checkout
 * (which starts from it), so the choice carries on without an account or a saved address.
 */
import { z } from "zod";
import { COUNTRY_NAMES, normalizeCountryCode } from "../checkout/countries.ts";
import { SHIPPING_CITY_MAX_LENGTH, SHIPPING_POSTCODE_MAX_LENGTH, SHIPPING_REGION_MAX_LENGTH } from "../limits.ts";

export const SHIPPING_DESTINATION_COOKIE = "vitrine_ship_to";
/** As long as a cart is kept: a returning shopper finds the cart priced for the same place. */
export const SHIPPING_DESTINATION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** `city` matters where a tax rate names cities (a city sales tax). */
export type ShippingDestination = { country: string; state: string; city: string; postcode: string; method: string | null };

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[\p{Cc}]/u.test(value));

export const shippingDestinationSchema = z.object({
  country: z
    .string()
    .transform(normalizeCountryCode)
    .refine((code) => code in COUNTRY_NAMES, "Please choose a country."),
  state: text(SHIPPING_REGION_MAX_LENGTH).default(""),
  city: text(SHIPPING_CITY_MAX_LENGTH).default(""),
  postcode: text(SHIPPING_POSTCODE_MAX_LENGTH).default(""),
  method: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i)
    .nullable()
    .default(null),
});

/** The calculator's form as sent: `calc_shipping_country`, `calc_shipping_state`, `calc_shipping_city`, `calc_shipping_postcode`, `shipping_method`. */
export function parseCalculatorForm(form: { get(name: string): unknown }): ShippingDestination | null {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = shippingDestinationSchema.safeParse({
    country: field("calc_shipping_country") ?? "",
    state: field("calc_shipping_state"),
    city: field("calc_shipping_city"),
    postcode: field("calc_shipping_postcode"),
    method: field("shipping_method") || null,
  });
  return parsed.success ? parsed.data : null;
}

export function shippingDestinationCookieValue(destination: ShippingDestination): string {
  return encodeURIComponent(JSON.stringify(destination));
}

/** The cookie as the browser sent it back; anything else (tampered, an old shape) reads as no destination. */
export function parseShippingDestinationCookie(value: string | null | undefined): ShippingDestination | null {
  if (!value || value.length > 1000) return null;
  try {
    const parsed = shippingDestinationSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The checkout form's fields a destination fills in when the shopper has no saved address. */
export function checkoutPrefillOf(destination: ShippingDestination): Record<string, string> {
  const prefill: Record<string, string> = { billing_country: destination.country };
  if (destination.state) prefill.billing_state = destination.state;
  if (destination.city) prefill.billing_city = destination.city;
  if (destination.postcode) prefill.billing_postcode = destination.postcode;
  return prefill;
}

/** "Germany, 10115" / "United States, NY, New York, 10001": where the cart is priced for, as the totals say it. */
export function describeDestination(destination: Pick<ShippingDestination, "country" | "state" | "postcode"> & { city?: string }): string {
  return [COUNTRY_NAMES[destination.country] ?? destination.country, destination.state, destination.city, destination.postcode].filter(Boolean).join(", ");
}
