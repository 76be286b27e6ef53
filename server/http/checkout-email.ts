/**
 * The billing e-mail a shopper typed at checkout, as both edges hand it to the checkout service: coupons
 * restricted to e-mail addresses are judged by it (with the signed-in customer's own) before the order is
 * placed. The checkout keeps it in the S-3-46 cookie, which its page writes on every keystroke; a checkout
 * post without JavaScript carries it as `billing_email`, and is remembered here for the requests after it
 * (the cookie) and for the rest of its own (the page's loaders run after the action in the same request).
 */
import { CHECKOUT_EMAIL_COOKIE, CHECKOUT_EMAIL_COOKIE_MAX_AGE_S, checkoutEmailFromCookieHeader } from "../../domain/checkout/checkout-email-cookie.ts";
import { EMAIL_MAX_LENGTH } from "../../domain/account/email.ts";
import type { CheckoutSession } from "../services/checkout/index.ts";
import type { RequestContext } from "./request-context.ts";

type Context = Pick<RequestContext, "header" | "cookies">;

const posted = new WeakMap<Context, string>();

/** The typed billing e-mail: the one this request's checkout post carried, else its cookie's; null when none. */
export function checkoutEmailOf(ctx: Context): string | null {
  const email = posted.get(ctx) ?? checkoutEmailFromCookieHeader(ctx.header("cookie"));
  return email.trim() === "" ? null : email.trim();
}

/** Remembers the billing e-mail a checkout post carried, as the page's script would have; a blank one changes nothing. */
export function rememberCheckoutEmail(ctx: Context, email: string): void {
  const value = email.trim().slice(0, EMAIL_MAX_LENGTH);
  if (value === "") return;
  posted.set(ctx, value);
  // Readable by the page, which keeps writing it as the shopper types (app/components/checkout/use-email-check.ts).
  ctx.cookies.set(CHECKOUT_EMAIL_COOKIE, encodeURIComponent(value), { path: "/", maxAgeSeconds: CHECKOUT_EMAIL_COOKIE_MAX_AGE_S, httpOnly: false });
}

/** The session as the checkout service takes it: with the typed billing e-mail, when there is one. */
export function checkoutSessionOf(session: { id: string; customerId: number | null }, ctx: Context): CheckoutSession {
  return { id: session.id, customerId: session.customerId, email: checkoutEmailOf(ctx) };
}
