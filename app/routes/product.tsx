import { ProductSummary } from "../components/product/product-summary.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { routeError } from "../lib/route-errors.ts";
import { variationAttributeTerms } from "../../domain/product/attribute-options.ts";
import { buildAvailabilityIndex, embedsFullVariations } from "../../domain/product/availability-index.ts";
import type { VariationSource } from "../hooks/use-variation-form.ts";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { addToCartFromForm, parseAddToCartForm } from "../lib/add-to-cart.server.ts";
import {
  ADD_FAILED,
  ADDED_FLAG,
  BUY_NOW,
  CHECKOUT_PATH,
  ENHANCED_FIELD,
  ERROR_FLAG,
  isAddToCartData,
  isEnhancedAddToCart,
  type AddToCartData,
} from "../lib/cart-notice.ts";
import { browserStoredCart } from "../lib/stored-cart-browser.ts";
import { isCartView } from "../lib/stored-cart.ts";
import type { Route } from "./+types/product";
import { richTextToPlain } from "../../domain/content/rich-text-plain.ts";

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
  const settings = await context.services.settings.productPage(found.pageSettings);
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
  return { product, variationSource, initialSelection, settings };
}

/**
 * The product form's add to cart. Without JavaScript: POST → redirect → GET back to the page with a
 * one-time notice flag (or on to checkout for buy now); a script-enhanced submit gets `{ok, cart}` or
 * `{error}` as data. Posts from other sites are refused (SameSite=Lax keeps the cookie off them as well).
 */
export async function action({ context, params }: Route.ActionArgs) {
  const formData = await context.ctx.form();
  const form = parseAddToCartForm(formData);
  const outcome = form ? await addToCartFromForm(context.ctx, form) : { ok: false as const, error: ADD_FAILED, code: null };
  const headers = new Headers({ "cache-control": "no-store" });
  if (formData.get(ENHANCED_FIELD) === "1") {
    const answer: AddToCartData = outcome.ok ? { ok: true, cart: outcome.cart } : { ok: false, error: outcome.error };
    return data(answer, { headers });
  }
  if (outcome.ok && form?.intent === BUY_NOW) return redirect(CHECKOUT_PATH, { headers });
  const back = new URLSearchParams(outcome.ok ? { [ADDED_FLAG]: "1" } : { [ERROR_FLAG]: outcome.code ?? "failed" });
  return redirect(`/product/${encodeURIComponent(params.slug)}?${back}`, { headers });
}

/**
 * A failed request (a 500, a dropped connection) is the spec's generic failure, not the route's error page.
 * An added cart is stored before anything renders again, so the header and the drawer show it and no
 * cart refresh follows (its hash is the cookie's).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AddToCartData> {
  let answer: AddToCartData;
  try {
    answer = (await serverAction()) as AddToCartData;
  } catch {
    return { ok: false, error: ADD_FAILED };
  }
  if (isAddToCartData(answer) && answer.ok && isCartView(answer.cart)) browserStoredCart().store(answer.cart);
  return answer;
}

/** The add's answer carries the cart: the product is not read again after it (one request per click). */
export function shouldRevalidate({ formAction, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isEnhancedAddToCart({ formAction, formData }) ? false : defaultShouldRevalidate;
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, variationSource, initialSelection, settings } = loaderData;
  return <ProductSummary product={product} variationSource={variationSource} initialSelection={initialSelection} settings={settings} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
