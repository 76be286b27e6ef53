import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { CheckoutForm, type CheckoutProblem } from "../components/checkout/checkout-form.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { isSameOrigin } from "../lib/add-to-cart.server.ts";
import { checkoutSession, isCheckoutError, placeOrderInput, typedValues } from "../lib/checkout.server.ts";
import type { Route } from "./+types/checkout";

const DEFAULT_COUNTRY = "IE";

export function meta() {
  return [{ title: "Checkout — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "no-store" };
}

/**
 * The classic checkout: contact, billing (and optionally shipping) address, shipping and payment methods
 * and the order review, priced for `?country=`. Each render carries a fresh idempotency key, so a form sent
 * twice (a double click, a resend after a timeout) places one order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const session = await checkoutSession(request, context.services);
  const country = (url.searchParams.get("country") ?? DEFAULT_COUNTRY).toUpperCase();
  const quote = session ? await context.services.checkout.quote(session, { country, shippingMethodId: url.searchParams.get("shipping") }) : null;
  return { quote: quote && quote.cart.items.length > 0 ? quote : null, country, idempotencyKey: randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw data("Cross-site form posts are refused.", { status: 403 });
  const form = await request.formData();
  const session = await checkoutSession(request, context.services);
  const key = String(form.get("idempotency_key") ?? "");
  const input = placeOrderInput(form);
  const values = typedValues(form);
  try {
    if (!session) return data({ problem: { code: "cart_empty", message: "Your cart is empty.", fields: {} }, values, quote: null, country: DEFAULT_COUNTRY, idempotencyKey: randomUUID() }, { status: 400 });
    const { order } = await context.services.checkout.placeOrder(session, input, key);
    return redirect(`/checkout/order-received/${order.id}?key=${encodeURIComponent(order.key)}`, { status: 303 });
  } catch (error) {
    if (!isCheckoutError(error)) throw error;
    const problem: CheckoutProblem = { code: error.code, message: error.message, fields: error.fields ?? {} };
    const country = String(form.get("billing_country") ?? DEFAULT_COUNTRY).toUpperCase();
    const quote = session ? await context.services.checkout.quote(session, { country }).catch(() => null) : null;
    // A document POST (no JavaScript) answers 400 as refused input should; the enhanced form's fetch gets
    // the same with 200, since browsers log every 4xx fetch as a console error.
    const fromDocument = (request.headers.get("accept") ?? "").includes("text/html");
    return data({ problem, values, quote, country, idempotencyKey: randomUUID() }, { status: fromDocument ? 400 : 200 });
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? { ...loaderData, problem: null, values: {} };
  return (
    <CheckoutForm
      key={state.idempotencyKey}
      quote={state.quote ?? loaderData.quote}
      country={state.country}
      idempotencyKey={state.idempotencyKey}
      problem={state.problem}
      values={state.values}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
