import { ProductArchive } from "../components/catalog/product-archive.tsx";
import { keepDataAfterAdd } from "../lib/cart-notice.ts";
import { EmptyListing } from "../components/catalog/empty-listing.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { loadListing } from "../lib/listing.server.ts";
import { listingTitle, paginationLinkTags } from "../lib/listing-meta.ts";
import type { Route } from "./+types/shop";
import { sharedPageHeaders } from "../lib/shared-page-cache.ts";

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return [{ title: "Shop — Vitrine" }];
  return [
    { title: listingTitle("Shop", data.query.page) },
    { name: "description", content: "Browse every product in the Vitrine shop." },
    ...paginationLinkTags(data.path, data.query, data.listing.pageCount),
  ];
}

export const headers = sharedPageHeaders;

/** A card's add to cart answers the cart: the listing is not read again after it. */
export const shouldRevalidate = keepDataAfterAdd;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context.services, { path: "/shop" });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { path, query, listing, categories, notices } = loaderData;
  return (
    <ProductArchive
      path={path}
      notices={notices}
      query={query}
      listing={listing}
      categories={categories}
      currentCategory="all"
      header={
        <>
          <h1>Shop</h1>
          <p className="archive__intro muted">Everything we make and stock, in one place.</p>
        </>
      }
      empty={<EmptyListing path={path} query={query} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
