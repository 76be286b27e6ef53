import { ProductSummary } from "../components/product/product-summary.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { routeError } from "../lib/route-errors.ts";
import type { Route } from "./+types/product";

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return [{ title: "Product not found — Vitrine" }];
  const { product } = data;
  return [{ title: `${product.name} — Vitrine` }, { name: "description", content: product.shortDescription.slice(0, 160) }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.services.catalog.getProduct(params.slug);
  if (!product) throw routeError(404, { reason: "product-not-found" });
  return { product };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductSummary product={loaderData.product} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
