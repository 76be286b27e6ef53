import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { pathAfterPlacing } from "../lib/order-pay.server.ts";
import { referralFromCookieHeader } from "../../domain/affiliates/referral-cookie.ts";
import { EMPTY_CART } from "../../domain/cart/cart-cookies.ts";
import { checkoutPrefillOf } from "../../domain/cart/shipping-calculator.ts";
import { shippingDestinationOf } from "../lib/shipping-destination.server.ts";
import { CheckoutForm, type CheckoutProblem } from "../components/checkout/checkout-form.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { checkoutPrefill } from "../lib/account-addresses.server.ts";
import { applyReferralCoupon } from "../lib/referral-coupon.server.ts";
import { setSignedInCookies } from "../lib/session-cookies.server.ts";
import { typedValues } from "../lib/form-values.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import { checkoutDestination, postedDestination } from "../lib/checkout-destination.server.ts";
import { checkoutSessionOf, rememberCheckoutEmail } from "../../server/http/checkout-email.ts";
import { initialCheckoutEmail, parseLoginForm, parsePlaceOrderForm } from "./checkout.server.ts";
import type { Route } from "./+types/checkout";

const DEFAULT_COUNTRY = "IE";

export function meta() {
  return [{ title: "Checkout — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "no-store" };
}

/**
 * The checkout, classic or two-step as the merchant set it: contact, billing (and optionally shipping)
 * address, shipping and payment methods and the order review, priced for `?country=`. Each render carries
 * a fresh idempotency key, so a form sent twice (a double click, a resend after a timeout) places one order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const session = await context.ctx.session();
  // A referral link's coupon joins the cart before it is priced (its notice shows in the coupon block).
  await applyReferralCoupon(context.ctx);
  // A signed-in customer's form starts from their saved addresses, priced for their billing country.
  const saved = session?.customerId ? await context.services.customers.addresses(session.customerId) : null;
  // Else from where the cart's shipping calculator was told the order goes, with the method picked there.
  const destination = shippingDestinationOf(context.ctx);
  const place = checkoutDestination(url.searchParams, saved?.billing, destination, DEFAULT_COUNTRY);
  const country = place.country!;
  const shippingMethodId = url.searchParams.get("shipping") ?? destination?.method ?? null;
  const [quote, settings, customer] = await Promise.all([
    // Priced with the billing e-mail typed so far (its cookie): it decides coupons for certain e-mail addresses.
    session ? context.services.checkout.quote(checkoutSessionOf(session, context.ctx), { ...place, shippingMethodId }) : null,
    context.services.settings.checkout(),
    session?.customerId ? context.services.accounts.getCustomer(session) : null,
  ]);
  return {
    // A saved address wins over the calculator's destination, field by field.
    prefill: { ...(destination ? checkoutPrefillOf(destination) : {}), ...(saved ? checkoutPrefill(saved) : {}) },
    quote: quote && quote.cart.items.length > 0 ? quote : null,
    country,
    idempotencyKey: randomUUID(),
    settings,
    customer: customer ? { email: customer.email, displayName: customer.displayName } : null,
    email: initialCheckoutEmail(request, customer),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context;
  const form = await ctx.form();
  const session = await ctx.session();
  const values = typedValues(form);
  // The e-mail typed in the form, as its script would have remembered it: the prices below and after are for it.
  rememberCheckoutEmail(ctx, values.billing_email ?? "");
  // A document POST (no JavaScript) answers 400 as refused input should; the enhanced form's fetch gets
  // the same with 200, since browsers log every 4xx fetch as a console error.
  const status = (request.headers.get("accept") ?? "").includes("text/html") ? 400 : 200;
  const refused = async (problem: CheckoutProblem) => {
    const country = String(form.get("billing_country") ?? DEFAULT_COUNTRY).toUpperCase();
    // Priced with the method the shopper had checked, so the form comes back with that radio checked and charged.
    const shippingMethodId = String(form.get("shipping_method") ?? "") || null;
    const place = postedDestination(form, country);
    const quote = session ? await context.services.checkout.quote(checkoutSessionOf(session, ctx), { ...place, shippingMethodId }).catch(() => null) : null;
    return data({ problem, values, quote, country, idempotencyKey: randomUUID() }, { status });
  };
  try {
    if (form.get("intent") === "login") {
      // The login section without JavaScript (with it, the page calls POST /api/auth/login itself).
      const login = parseLoginForm(form);
      if (!login.ok) return await refused(login.problem);
      const signedIn = await context.services.accounts.login(session, login.value, { address: context.clientAddress });
      // The new session, and the cart cookies of the cart the login merged the guest's lines into.
      await setSignedInCookies(ctx, signedIn);
      return redirect("/checkout", { status: 303 });
    }
    if (!session) return await refused({ code: "cart_empty", message: "Your cart is empty.", fields: {} });
    // The API's own place-order schema reads the form; its refusals show beside the page's fields.
    const parsed = parsePlaceOrderForm(form);
    if (!parsed.ok) return await refused(parsed.problem);
    const { order, signedIn } = await context.services.checkout.placeOrder(
      session,
      { ...parsed.value.body, referral: referralFromCookieHeader(request.headers.get("cookie")) },
      parsed.value.idempotencyKey,
    );
    // The cart is empty now: the cookies the browser's stored cart trusts must say so.
    if (signedIn) ctx.cookies.session(signedIn.token);
    ctx.cookies.cart(EMPTY_CART);
    return redirect(pathAfterPlacing(order), { status: 303 });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return await refused({ code: error.code, message: error.message, fields: error.fields ?? {} });
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  // What a refused post typed wins over the saved addresses the page starts from.
  const state = actionData ?? { ...loaderData, problem: null, values: loaderData.prefill };
  // A refusal refills the form from what was sent, so it mounts afresh; a revalidation (a coupon applied,
  // the cart changed in the mini-cart) only reprices, and must keep what the shopper has typed.
  // The action's quote is priced for the typed billing country; the loader's, when newer, for the same one.
  const quote = actionData?.quote && actionData.country !== loaderData.country ? actionData.quote : loaderData.quote;
  return (
    <CheckoutForm
      key={actionData?.idempotencyKey ?? "checkout"}
      quote={quote}
      country={state.country}
      idempotencyKey={state.idempotencyKey}
      problem={state.problem}
      values={state.values}
      settings={loaderData.settings}
      customer={loaderData.customer}
      initialEmail={loaderData.email}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
