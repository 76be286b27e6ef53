import type { PlaceOrderInput } from "../../server/services/checkout/index.ts";
import { ADDRESS_FIELD_KEYS } from "../../domain/checkout/address.ts";
import { checkoutEmailFromCookieHeader } from "../../domain/checkout/checkout-email-cookie.ts";

function address(form: FormData, prefix: "billing" | "shipping"): Record<string, string> {
  const keys = prefix === "billing" ? ADDRESS_FIELD_KEYS : ADDRESS_FIELD_KEYS.filter((key) => key !== "phone");
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
