import { data, redirect } from "react-router";
import { CartPage } from "../components/cart/cart-page.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { addFromLink, cartPageChange, cartStepPath, isAddToCartParam, readCartStep, setCartNotice, takeCartNotice } from "./cart.server.ts";
import { ENHANCED_FIELD } from "../lib/cart-notice.ts";
import { cartTotalsView, EMPTY_TOTALS } from "../lib/coupon-form.server.ts";
import { applyReferralCoupon } from "../lib/referral-coupon.server.ts";
import type { CartPageNotice } from "../lib/cart-view.ts";
import type { AppLoadContext } from "react-router";
import { describeDestination, parseCalculatorForm } from "../../domain/cart/shipping-calculator.ts";
import { CART_INTENT } from "../lib/cart-view.ts";
import { rememberShippingDestination, shippingDestinationOf } from "../lib/shipping-destination.server.ts";
import { checkoutSessionOf } from "../../server/http/checkout-email.ts";
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
    const { notice } = await addFromLink(context.ctx, url.searchParams);
    setCartNotice(notice, context.ctx);
    const rest = new URLSearchParams([...url.searchParams].filter(([name]) => !isAddToCartParam(name)));
    throw redirect(`/cart${rest.size > 0 ? `?${rest}` : ""}`, { status: 303, headers: responseHeaders });
  }
  const session = await context.ctx.session();
  // A referral link's coupon joins the cart first, so the totals below show it.
  const referralNotice = await applyReferralCoupon(context.ctx);
  // The checkout's quote: the cart with its coupons, shipping and tax, for where the calculator was told the
  // order goes (with the method picked there), else for the shop's own country.
  const destination = shippingDestinationOf(context.ctx);
  const [quote, settings] = await Promise.all([
    session
      ? context.services.checkout.quote(
          checkoutSessionOf(session, context.ctx),
          destination
            ? {
                country: destination.country,
                region: destination.state,
                city: destination.city,
                postcode: destination.postcode,
                shippingMethodId: destination.method,
              }
            : {},
        )
      : null,
    context.services.settings.cart(),
  ]);
  const notice = takeCartNotice(context.ctx) ?? referralNotice;
  const empty = { items: [], count: 0, subtotal: 0, totals: { subtotal: 0, total: 0 }, removed: [], hash: "" };
  const totals = quote ? { ...cartTotalsView(quote), destination: destination && { ...destination, label: describeDestination(destination) } } : EMPTY_TOTALS;
  const cart = quote?.cart ?? empty;
  const crossSells = cart.items.length > 0 ? await context.services.catalog.crossSells(cart.items.map((item) => item.productId)) : [];
  return data({ cart, totals, notice, stickyTotals: settings.cart_sticky_cart_totals, crossSells }, { headers: responseHeaders });
}

/**
 * The cart page's forms: update quantities, remove, undo, clear removed items, apply and remove coupons, and
 * a line's minus or plus pressed before JavaScript runs (`cart[<key>][step]`). Without JavaScript each
 * answers 303 back to the cart with a notice (a step at the line it changed); a fetcher (the `enhanced`
 * field) gets `{notice}` and the loaders revalidate. A step the buttons never send is a 400. Posts from
 * other sites are refused, as on the product page.
 */
export async function action({ context }: Route.ActionArgs) {
  const { ctx } = context;
  const form = await ctx.form();
  if (form.get("intent") === CART_INTENT.calculateShipping) return calculateShipping(ctx, form, form.get(ENHANCED_FIELD) === "1");
  const headers = new Headers({ "cache-control": "no-store" });
  const step = readCartStep(form);
  if (step === "invalid") throw data("That is not a quantity the cart can step to.", { status: 400, headers });
  const session = await ctx.session();
  const { notice, cart } = await cartPageChange(form, session && checkoutSessionOf(session, ctx), context.services, step);
  if (cart) ctx.cookies.cart(cart);
  if (form.get(ENHANCED_FIELD) === "1") return data({ notice } satisfies { notice: CartPageNotice | null }, { headers });
  setCartNotice(notice, ctx);
  return redirect(step ? cartStepPath(step) : "/cart", { status: 303, headers });
}

/** The shipping calculator's post: remembers where the order goes and the method picked, then back to the cart priced for it. */
function calculateShipping(ctx: AppLoadContext["ctx"], form: FormData, enhanced: boolean) {
  const destination = parseCalculatorForm(form);
  if (destination) rememberShippingDestination(ctx, destination);
  const notice: CartPageNotice = destination
    ? { kind: "success", text: "Shipping costs updated." }
    : { kind: "error", text: "Please choose a country to calculate shipping." };
  const headers = { "cache-control": "no-store" };
  if (enhanced) return data({ notice }, { headers });
  setCartNotice(notice, ctx);
  return redirect("/cart", { status: 303, headers });
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <CartPage
      cart={loaderData.cart}
      totals={loaderData.totals}
      notice={loaderData.notice}
      stickyTotals={loaderData.stickyTotals}
      crossSells={loaderData.crossSells}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
