/**
 * Where checkout prices the order for, as the quote takes it: the country, and the state, postcode and city
 * that tax rates may depend on. From the page's query (the form repricing itself), else the customer's saved
 * billing address, else the cart's shipping calculator, else the shop's country.
 */
import type { QuoteInput } from "../../server/services/checkout/index.ts";

type Place = { country: string; state?: string; postcode?: string; city?: string };

const placeOf = (place: Place): Omit<QuoteInput, "shippingMethodId"> => ({
  country: place.country.toUpperCase(),
  region: place.state || null,
  postcode: place.postcode || null,
  city: place.city || null,
});

export function checkoutDestination(query: URLSearchParams, saved: Place | null | undefined, calculator: Place | null, fallbackCountry: string) {
  const country = query.get("country");
  if (country) return placeOf({ country, state: query.get("state") ?? "", postcode: query.get("postcode") ?? "", city: query.get("city") ?? "" });
  return placeOf(saved ?? calculator ?? { country: fallbackCountry });
}

/** The destination a posted checkout form names: its shipping address when it ships elsewhere, else its billing one. */
export function postedDestination(form: FormData, fallbackCountry: string) {
  const kind = form.get("ship_to_different_address") ? "shipping" : "billing";
  const field = (key: string) => String(form.get(`${kind}_${key}`) ?? "").trim();
  return placeOf({ country: field("country") || fallbackCountry, state: field("state"), postcode: field("postcode"), city: field("city") });
}
