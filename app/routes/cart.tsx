import { data, redirect } from "react-router";
import { CartPage } from "../components/cart/cart-page.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { isSameOrigin } from "../lib/add-to-cart.server.ts";
import { addFromLink, cartPageChange, isAddToCartParam, noticeCookie, readNoticeCookie, sessionOf, withCartCookies } from "../lib/cart-page.server.ts";
import { ENHANCED_FIELD } from "../lib/cart-notice.ts";
import { cartTotalsView, EMPTY_TOTALS } from "../lib/coupon-form.server.ts";
import type { CartPageNotice } from "../lib/cart-view.ts";
import type { Route } from "./+types/cart";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Cart — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "no-store" };
}

/**
 * The cart. `?add-to-cart=<id>` (the add-to-cart link) adds first and answers 303 back to /cart without
 * those parameters, with the outcome as a one-time notice.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const responseHeaders = new Headers({ "cache-control": "no-store" });
  if (url.searchParams.has("add-to-cart")) {
    const { notice, setCookie, cart } = await addFromLink(request, context.services, url.searchParams);
    if (setCookie) responseHeaders.append("set-cookie", setCookie);
    if (cart) withCartCookies(responseHeaders, cart, request);
    responseHeaders.append("set-cookie", noticeCookie(notice, request));
    const rest = new URLSearchParams([...url.searchParams].filter(([name]) => !isAddToCartParam(name)));
    throw redirect(`/cart${rest.size > 0 ? `?${rest}` : ""}`, { status: 303, headers: responseHeaders });
  }
  const session = await sessionOf(request, context.services);
  // The checkout's quote for the shop's own country: the cart with its coupons, shipping and tax.
  const [quote, settings] = await Promise.all([
    session ? context.services.checkout.quote({ id: session.id, customerId: session.customerId }) : null,
    context.services.settings.cart(),
  ]);
  const notice = readNoticeCookie(request);
  if (notice) responseHeaders.append("set-cookie", noticeCookie(null, request));
  const empty = { items: [], count: 0, subtotal: 0, totals: { subtotal: 0, total: 0 }, removed: [], hash: "" };
  const totals = quote ? cartTotalsView(quote) : EMPTY_TOTALS;
  return data({ cart: quote?.cart ?? empty, totals, notice, stickyTotals: settings.cart_sticky_cart_totals }, { headers: responseHeaders });
}

/**
 * The cart page's forms: update quantities, remove, undo, clear removed items, apply and remove coupons. Without JavaScript each
 * answers 303 back to the cart with a notice; a fetcher (the `enhanced` field) gets `{notice}` and the
 * loaders revalidate. Posts from other sites are refused, as on the product page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw data("Cross-site form posts are refused.", { status: 403 });
  const form = await request.formData();
  const session = await sessionOf(request, context.services);
  const { notice, cart } = await cartPageChange(form, session && { id: session.id, customerId: session.customerId }, context.services);
  const headers = new Headers({ "cache-control": "no-store" });
  if (cart) withCartCookies(headers, cart, request);
  if (form.get(ENHANCED_FIELD) === "1") return data({ notice } satisfies { notice: CartPageNotice | null }, { headers });
  headers.append("set-cookie", noticeCookie(notice, request));
  return redirect("/cart", { status: 303, headers });
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage cart={loaderData.cart} totals={loaderData.totals} notice={loaderData.notice} stickyTotals={loaderData.stickyTotals} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
