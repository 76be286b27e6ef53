import { ProductSummary } from "../components/product/product-summary.tsx";
import { ProductShelf } from "../components/catalog/product-shelf.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { routeError } from "../lib/route-errors.ts";
import { variationAttributeTerms } from "../../domain/product/attribute-options.ts";
import { buildAvailabilityIndex, embedsFullVariations } from "../../domain/product/availability-index.ts";
import type { VariationSource } from "../hooks/use-variation-form.ts";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { addedIdsOf, addedNames, addToCartFromForm, parseAddToCartForm } from "../lib/add-to-cart.server.ts";
import {
  ADD_FAILED,
  ADDED_ITEMS_FLAG,
  BUY_NOW,
  ENHANCED_FIELD,
  ERROR_FLAG,
  isEnhancedAddToCart,
  PRODUCT_ADDED_FLAG,
  PRODUCT_ADDED_VALUE,
  PRODUCT_NOTICE_ID,
  type AddToCartData,
} from "../lib/cart-notice.ts";
import { productStepPath, readProductStep } from "./product.server.ts";
import { presetQuantity } from "../../domain/product/quantity-step.ts";
import { QUANTITY_PARAM } from "../lib/quantity-step.ts";
import { receiveAddToCartAnswer } from "../lib/add-to-cart-answer.ts";
import type { Route } from "./+types/product";
import { destinationAfterAdd } from "../../domain/shell/theme-settings.ts";
import { richTextToPlain } from "../../domain/content/rich-text-plain.ts";
import type { ReviewAccess } from "../../domain/product/review-settings.ts";

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return [{ title: "Product not found — Vitrine" }];
  const { product } = data;
  return [{ title: `${product.name} — Vitrine` }, { name: "description", content: richTextToPlain(product.shortDescription).slice(0, 160) }];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await context.services.catalog.getProduct(params.slug);
  if (!found) throw routeError(404, { reason: "product-not-found" });
  // Up to the threshold every variation is embedded; above it only the availability index, and the
  // chosen variation's details come from POST /api/products/:slug/variation.
  const [settings, links] = await Promise.all([context.services.settings.productPage(found.pageSettings), context.services.catalog.productPageLinks(found.id)]);
  const embedded = embedsFullVariations(found.variations.length);
  const variationSource: VariationSource | null =
    found.type !== "variable"
      ? null
      : embedded
        ? { kind: "embedded", variations: found.variations }
        : settings.availabilityIndex
          ? { kind: "index", index: buildAvailabilityIndex(variationAttributeTerms(found.attributes), found.variations), productSlug: found.slug }
          : { kind: "remote", productSlug: found.slug };
  const product = embedded ? found : { ...found, variations: [] };
  // A selection can be preset by link (attribute_<slug>=<term>), as the cart and e-mails link to a variation.
  const search = new URL(request.url).searchParams;
  const initialSelection = Object.fromEntries(
    product.attributes.filter((a) => a.usedForVariations).map((a) => [a.slug, search.get(`attribute_${a.slug}`) ?? ""]),
  );
  // So is a quantity: a step of the stepper without JavaScript comes back with it (clamped where it is shown).
  const initialQuantity = presetQuantity(search.get(QUANTITY_PARAM));
  return { product, variationSource, initialSelection, initialQuantity, settings, links, reviewAccess: await reviewAccessOf(context, found.id) };
}

/** Whether the visitor may review, and as whom: a signed-in customer's review carries their account's name and e-mail. */
async function reviewAccessOf(context: Route.LoaderArgs["context"], productId: number): Promise<ReviewAccess> {
  const [reviewSettings, customer] = await Promise.all([context.services.settings.reviews(), context.ctx.customer()]);
  return {
    mayReview: await context.services.reviews.canReview(productId, reviewSettings, customer),
    reviewer: customer ? { name: customer.displayName, email: customer.email } : null,
    showVerifiedLabel: reviewSettings.showVerifiedLabel,
  };
}

/**
 * The product form's add to cart. Without JavaScript (or with `single_product_ajax_add_to_cart` off): POST →
 * redirect → GET back to the page with a one-time notice flag, at the notice (`#add-to-cart-notice`), or on
 * to the cart or checkout by `add_to_cart_options_single` (buy now: checkout); a script-enhanced submit
 * gets `{ok, cart}` or `{error}` as data. Posts from other sites are refused (SameSite=Lax keeps the cookie
 * off them as well). Minus and plus without JavaScript post the form too (`quantity-step`): nothing is
 * added, the page comes back with the quantity stepped, at the field; a step the buttons never send is a 400.
 */
export async function action({ context, params }: Route.ActionArgs) {
  const formData = await context.ctx.form();
  const step = readProductStep(formData);
  if (step === "invalid") throw data("That is not a quantity the form can step to.", { status: 400, headers: { "cache-control": "no-store" } });
  if (step) {
    const product = await context.services.catalog.getProduct(params.slug);
    if (!product) throw routeError(404, { reason: "product-not-found" });
    return redirect(productStepPath(product, formData, step), { status: 303, headers: { "cache-control": "no-store" } });
  }
  const form = parseAddToCartForm(formData);
  const outcome = form ? await addToCartFromForm(context.ctx, form) : { ok: false as const, error: ADD_FAILED, code: null };
  const headers = new Headers({ "cache-control": "no-store" });
  if (formData.get(ENHANCED_FIELD) === "1") {
    const answer: AddToCartData = outcome.ok
      ? { ok: true, cart: outcome.cart, added: form ? addedNames(form, outcome.cart) : [] }
      : { ok: false, error: outcome.error };
    return data(answer, { headers });
  }
  if (outcome.ok) {
    // Buy now goes to checkout; add to cart stays, or goes on by add_to_cart_options_single (S-3-33).
    const destination = destinationAfterAdd(
      (await context.services.settings.theme()).add_to_cart_options_single,
      form?.intent === BUY_NOW ? BUY_NOW : "add-to-cart",
    );
    if (destination) return redirect(destination, { headers });
  }
  const back = new URLSearchParams(outcome.ok ? { [PRODUCT_ADDED_FLAG]: PRODUCT_ADDED_VALUE } : { [ERROR_FLAG]: outcome.code ?? "failed" });
  // A grouped product's add names the children it added, so the notice names them rather than the group.
  if (outcome.ok && form && Object.keys(form.quantities).length > 0) back.set(ADDED_ITEMS_FLAG, addedIdsOf(form).join(","));
  return redirect(`/product/${encodeURIComponent(params.slug)}?${back}#${PRODUCT_NOTICE_ID}`, { headers });
}

/** The add's answer: see receiveAddToCartAnswer. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AddToCartData> {
  return receiveAddToCartAnswer(serverAction);
}

/** The add's answer carries the cart: the product is not read again after it (one request per click). */
export function shouldRevalidate({ formAction, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isEnhancedAddToCart({ formAction, formData }) ? false : defaultShouldRevalidate;
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, variationSource, initialSelection, initialQuantity, settings, links } = loaderData;
  return (
    <>
      <ProductSummary
        product={product}
        variationSource={variationSource}
        initialSelection={initialSelection}
        initialQuantity={initialQuantity}
        settings={settings}
        reviewAccess={loaderData.reviewAccess}
      />
      {(links.upsells.length > 0 || links.related.length > 0) && (
        <div className="container product-links">
          <ProductShelf title="You may also like…" products={links.upsells} className="product-links__upsells" />
          <ProductShelf title="Related products" products={links.related} className="product-links__related" />
        </div>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
