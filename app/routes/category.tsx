import { EmptyListing } from "../components/catalog/empty-listing.tsx";
import { keepDataAfterAdd } from "../lib/cart-notice.ts";
import { ProductArchive } from "../components/catalog/product-archive.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { loadListing } from "../lib/listing.server.ts";
import { listingTitle, paginationLinkTags } from "../lib/listing-meta.ts";
import type { Route } from "./+types/category";
import { sharedPageHeaders } from "../lib/shared-page-cache.ts";
import { Breadcrumbs } from "../components/shell/breadcrumbs.tsx";

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data?.category) return [{ title: "Category not found — Vitrine" }];
  const searched = data.query.q ? `“${data.query.q}” in ${data.category.name}` : data.category.name;
  return [
    { title: listingTitle(searched, data.query.page) },
    ...(data.query.q ? [{ name: "robots", content: "noindex" }] : []),
    { name: "description", content: data.category.description || `Shop ${data.category.name} at Vitrine.` },
    ...paginationLinkTags(data.path, data.query, data.listing.pageCount),
  ];
}

export const headers = sharedPageHeaders;

/** A card's add to cart answers the cart: the listing is not read again after it. */
export const shouldRevalidate = keepDataAfterAdd;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadListing(request, context.services, { path: `/category/${encodeURIComponent(params.slug)}`, category: params.slug });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { path, query, listing, categories, category, notices, searchCounts } = loaderData;
  const parent = categories.find((c) => c.id === category?.parentId);
  return (
    <ProductArchive
      path={path}
      notices={notices}
      searchCounts={searchCounts}
      query={query}
      listing={listing}
      categories={categories}
      currentCategory={category?.slug}
      header={
        <>
          <Breadcrumbs category={parent} current={category?.name ?? ""} />
          <h1>{query.q ? `Results for “${query.q}” in ${category?.name ?? ""}` : category?.name}</h1>
          {category?.description && <p className="archive__intro muted">{category.description}</p>}
        </>
      }
      empty={<EmptyListing path={path} query={query} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
