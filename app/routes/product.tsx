import { ProductSummary } from "../components/product/product-summary.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { routeError } from "../lib/route-errors.ts";
import { variationAttributeTerms } from "../../domain/product/attribute-options.ts";
import { buildAvailabilityIndex, embedsFullVariations } from "../../domain/product/availability-index.ts";
import type { VariationSource } from "../hooks/use-variation-form.ts";
import type { Route } from "./+types/product";

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return [{ title: "Product not found — Vitrine" }];
  const { product } = data;
  return [{ title: `${product.name} — Vitrine` }, { name: "description", content: product.shortDescription.slice(0, 160) }];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await context.services.catalog.getProduct(params.slug);
  if (!found) throw routeError(404, { reason: "product-not-found" });
  // Up to the threshold every variation is embedded; above it only the availability index, and the
  // chosen variation's details come from POST /api/products/:slug/variation.
  const embedded = embedsFullVariations(found.variations.length);
  const variationSource: VariationSource | null =
    found.type !== "variable"
      ? null
      : embedded
        ? { kind: "embedded", variations: found.variations }
        : { kind: "index", index: buildAvailabilityIndex(variationAttributeTerms(found.attributes), found.variations), productSlug: found.slug };
  const product = embedded ? found : { ...found, variations: [] };
  // A selection can be preset by link (attribute_<slug>=<term>), as the cart and e-mails link to a variation.
  const search = new URL(request.url).searchParams;
  const initialSelection = Object.fromEntries(
    product.attributes.filter((a) => a.usedForVariations).map((a) => [a.slug, search.get(`attribute_${a.slug}`) ?? ""]),
  );
  return { product, variationSource, initialSelection };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductSummary product={loaderData.product} variationSource={loaderData.variationSource} initialSelection={loaderData.initialSelection} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
