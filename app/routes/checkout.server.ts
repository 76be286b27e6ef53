/**
 * The checkout page's form posts, read through the operation schemas the JSON API validates with
 * (`placeOrderBody` and `idempotencyKey` of POST /api/checkout, `loginBody` of POST /api/auth/login), so
 * both edges hold an order and a login to the same rules; the services then judge what passes.
 */
import type { z } from "zod";
import { loginBody } from "../../domain/account/operations.ts";
import { ADDRESS_FIELD_KEYS, type AddressKind, VAT_NUMBER_KEY } from "../../domain/checkout/address.ts";
import { checkoutEmailFromCookieHeader } from "../../domain/checkout/checkout-email-cookie.ts";
import { idempotencyKey, placeOrderBody } from "../../domain/checkout/operations.ts";
import type { CheckoutProblem } from "../components/checkout/checkout-form.tsx";

export type PlaceOrderBody = z.output<typeof placeOrderBody>;
type Parsed<T> = { ok: true; value: T } | { ok: false; problem: CheckoutProblem };
type Issue = { path: readonly PropertyKey[]; message: string };

export const CHECK_FIELDS = "Please check the highlighted fields.";
export const FORM_EXPIRED = "Sorry, your order could not be placed. Please try again.";

/** A field's text; a file sent in its place reads as "" (the checkout takes text only). */
function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function address(form: FormData, kind: AddressKind): Record<string, string> {
  const keys = kind === "billing" ? [...ADDRESS_FIELD_KEYS, VAT_NUMBER_KEY] : ADDRESS_FIELD_KEYS.filter((key) => key !== "phone");
  return Object.fromEntries(keys.map((key) => [key, text(form, `${kind}_${key}`)]));
}

/** The checkout form's fields in the shape of the API's place-order body. */
export function placeOrderFields(form: FormData): Record<string, unknown> {
  const shipToDifferentAddress = form.get("ship_to_different_address") === "1";
  const note = text(form, "order_comments").trim();
  return {
    email: text(form, "billing_email"),
    billing: address(form, "billing"),
    ...(shipToDifferentAddress ? { shipping: address(form, "shipping") } : {}),
    shipToDifferentAddress,
    // A cart that needs no shipping offers no choice: the field is then missing.
    ...(form.has("shipping_method") ? { shippingMethod: text(form, "shipping_method") } : {}),
    paymentMethod: text(form, "payment_method"),
    ...(note ? { note } : {}),
    ...(form.get("createaccount") === "1" ? { createAccount: { password: text(form, "account_password") } } : {}),
  };
}

/**
 * A refused field under the key the page shows it by: the body's path (`email`, `billing.city`,
 * `shippingMethod`, `note`), except the account password, which the page calls `accountPassword` as the
 * checkout service does.
 */
function pageFieldErrors(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    const key = path === "createAccount.password" ? "accountPassword" : path || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The order the form asks for, with its idempotency key, or the problem to show beside the fields. */
export function parsePlaceOrderForm(form: FormData): Parsed<{ body: PlaceOrderBody; idempotencyKey: string }> {
  const body = placeOrderBody.safeParse(placeOrderFields(form));
  if (!body.success) return { ok: false, problem: { code: "invalid_checkout", message: CHECK_FIELDS, fields: pageFieldErrors(body.error.issues) } };
  // The page renders a fresh key into every form; a post without a valid one is answered with a new form.
  const key = idempotencyKey.safeParse(form.get("idempotency_key"));
  if (!key.success) return { ok: false, problem: { code: "invalid_idempotency_key", message: FORM_EXPIRED, fields: {} } };
  return { ok: true, value: { body: body.data, idempotencyKey: key.data } };
}

/** The login section's post (its e-mail is the billing e-mail field), or what to tell the shopper. */
export function parseLoginForm(form: FormData): Parsed<z.output<typeof loginBody>> {
  const login = loginBody.safeParse({ email: text(form, "billing_email"), password: text(form, "login_password") });
  if (login.success) return { ok: true, value: login.data };
  const first = login.error.issues[0]!;
  // The e-mail's problem shows beside the e-mail field; the password field shows none, so the notice says it.
  const fields = pageFieldErrors(login.error.issues.filter((issue) => issue.path[0] === "email"));
  return { ok: false, problem: { code: "invalid_login", message: first.message, fields } };
}

/**
 * The e-mail the checkout starts with: a signed-in customer's own address, else the one the shopper typed
 * on an earlier visit (S-3-46 cookie).
 */
export function initialCheckoutEmail(request: Request, customer: { email: string } | null): string {
  return customer?.email ?? checkoutEmailFromCookieHeader(request.headers.get("cookie"));
}
