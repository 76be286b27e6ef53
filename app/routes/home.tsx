import { CategoryCards } from "../components/home/category-cards.tsx";
import { keepDataAfterAdd } from "../lib/cart-notice.ts";
import { Hero } from "../components/home/hero.tsx";
import { ProductRow } from "../components/home/product-row.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import type { Route } from "./+types/home";
import { sharedPageHeaders } from "../lib/shared-page-cache.ts";

const FEATURED_COUNT = 8;

export function meta() {
  return [
    { title: "Vitrine — considered goods for everyday living" },
    { name: "description", content: "Furniture, lighting, textiles and kitchenware, chosen with care and shipped across Europe." },
  ];
}

export const headers = sharedPageHeaders;

/** A card's add to cart answers the cart: the listing is not read again after it. */
export const shouldRevalidate = keepDataAfterAdd;

export async function loader({ context }: Route.LoaderArgs) {
  const [categories, featured] = await Promise.all([
    context.services.catalog.listCategories(),
    context.services.catalog.listProducts({ page: 1, perPage: FEATURED_COUNT, sort: "default", filters: [] }),
  ]);
  return { categories: categories.filter((c) => c.parentId === null), featured: featured.items };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, featured } = loaderData;
  return (
    <>
      <Hero />
      <CategoryCards categories={categories} />
      <ProductRow title="Featured" products={featured} moreHref="/shop" showsCartNotice />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
