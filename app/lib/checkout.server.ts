import type { PlaceOrderInput } from "../../server/services/checkout/index.ts";
import { checkoutEmailFromCookieHeader } from "../../domain/checkout/checkout-email-cookie.ts";

export const ADDRESS_KEYS = ["firstName", "lastName", "company", "country", "address1", "address2", "city", "state", "postcode", "phone"] as const;

function address(form: FormData, prefix: "billing" | "shipping"): Record<string, string> {
  const keys = prefix === "billing" ? ADDRESS_KEYS : ADDRESS_KEYS.filter((key) => key !== "phone");
  return Object.fromEntries(keys.map((key) => [key, String(form.get(`${prefix}_${key}`) ?? "")]));
}

/** The checkout form's fields as the checkout service takes them; it validates everything itself. */
export function placeOrderInput(form: FormData): PlaceOrderInput {
  const shipToDifferentAddress = form.get("ship_to_different_address") === "1";
  const billing = address(form, "billing");
  const note = String(form.get("order_comments") ?? "").trim();
  const createAccount = form.get("createaccount") === "1" ? { password: String(form.get("account_password") ?? "") } : undefined;
  return {
    email: String(form.get("billing_email") ?? ""),
    billing,
    shipping: shipToDifferentAddress ? address(form, "shipping") : undefined,
    shipToDifferentAddress,
    shippingMethod: String(form.get("shipping_method") ?? ""),
    paymentMethod: String(form.get("payment_method") ?? ""),
    ...(note ? { note } : {}),
    ...(createAccount ? { createAccount } : {}),
  };
}

/**
 * The e-mail the checkout starts with: a signed-in customer's own address, else the one the shopper typed
 * on an earlier visit (S-3-46 cookie).
 */
export function initialCheckoutEmail(request: Request, customer: { email: string } | null): string {
  return customer?.email ?? checkoutEmailFromCookieHeader(request.headers.get("cookie"));
}

/** What the checkout page's login form sent. */
export function loginInput(form: FormData): { email: string; password: string } {
  return { email: String(form.get("billing_email") ?? "").trim(), password: String(form.get("login_password") ?? "") };
}

/** What the shopper typed, to fill the form again after a refusal. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  // Passwords are never sent back into the page.
  for (const [name, value] of form) if (typeof value === "string" && name !== "idempotency_key" && !name.endsWith("password")) values[name] = value;
  return values;
}
