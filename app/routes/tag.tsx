import { data } from "react-router";
import { keepDataAfterAdd } from "../lib/cart-notice.ts";
import { archiveScope, tagArchivePath } from "../../domain/catalog/archive-paths.ts";
import { archiveName, ScopedArchive } from "../components/catalog/scoped-archive.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { listingTitle, paginationLinkTags } from "../lib/listing-meta.ts";
import { loadListing } from "../lib/listing.server.ts";
import { sharedPageHeaders } from "../lib/shared-page-cache.ts";
import type { Route } from "./+types/tag";

export function meta({ data: page, error }: Route.MetaArgs) {
  if (error || !page?.archive) return [{ title: "Tag not found — Vitrine" }];
  const name = archiveName(page.archive);
  return [
    { title: listingTitle(page.query.q ? `“${page.query.q}” in ${name}` : name, page.query.page) },
    ...(page.query.q ? [{ name: "robots", content: "noindex" }] : []),
    { name: "description", content: `Products tagged ${name} at Vitrine.` },
    ...paginationLinkTags(page.path, page.query, page.listing.pageCount),
  ];
}

export const headers = sharedPageHeaders;

/** A card's add to cart answers the cart: the listing is not read again after it. */
export const shouldRevalidate = keepDataAfterAdd;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const scope = archiveScope({ tag: params.slug });
  if (!scope) throw data(null, { status: 404 });
  return loadListing(request, context.services, { path: tagArchivePath(params.slug), scope });
}

export default function TagArchive({ loaderData }: Route.ComponentProps) {
  return <ScopedArchive data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
