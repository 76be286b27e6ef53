import type { Services } from "../../server/services/index.ts";
import type { CheckoutError, PlaceOrderInput } from "../../server/services/checkout/index.ts";
import { sessionTokenFromCookieHeader } from "../../server/services/sessions/cookie.ts";

export const ADDRESS_KEYS = ["firstName", "lastName", "company", "country", "address1", "address2", "city", "state", "postcode", "phone"] as const;

export async function checkoutSession(request: Request, services: Services) {
  const session = await services.sessions.find(sessionTokenFromCookieHeader(request.headers.get("cookie")));
  return session ? { id: session.id, customerId: session.customerId } : null;
}

function address(form: FormData, prefix: "billing" | "shipping"): Record<string, string> {
  const keys = prefix === "billing" ? ADDRESS_KEYS : ADDRESS_KEYS.filter((key) => key !== "phone");
  return Object.fromEntries(keys.map((key) => [key, String(form.get(`${prefix}_${key}`) ?? "")]));
}

/** The checkout form's fields as the checkout service takes them; it validates everything itself. */
export function placeOrderInput(form: FormData): PlaceOrderInput {
  const shipToDifferentAddress = form.get("ship_to_different_address") === "1";
  const billing = address(form, "billing");
  const note = String(form.get("order_comments") ?? "").trim();
  return {
    email: String(form.get("billing_email") ?? ""),
    billing,
    shipping: shipToDifferentAddress ? address(form, "shipping") : undefined,
    shipToDifferentAddress,
    shippingMethod: String(form.get("shipping_method") ?? ""),
    paymentMethod: String(form.get("payment_method") ?? ""),
    ...(note ? { note } : {}),
  };
}

/** What the shopper typed, to fill the form again after a refusal. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "idempotency_key") values[name] = value;
  return values;
}

/**
 * The app's server bundle and the services loaded at start hold separate copies of the CheckoutError
 * class, so `instanceof` cannot tell; the shape can.
 */
export function isCheckoutError(error: unknown): error is CheckoutError {
  if (!(error instanceof Error)) return false;
  const { status, code } = error as Partial<CheckoutError>;
  return typeof status === "number" && status >= 400 && status < 500 && typeof code === "string";
}
