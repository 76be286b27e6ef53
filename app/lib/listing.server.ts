import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { type ArchiveScope, scopedQuery } from "../../domain/catalog/archive-paths.ts";
import { parseShopperListingQuery } from "../../domain/catalog/listing-repair.ts";
import type { CategoryNode, ListingQuery, ProductListPage } from "../../domain/catalog/types.ts";
import { pageHref } from "./listing-links.ts";
import { routeError } from "./route-errors.ts";

export type ListingData = {
  path: string;
  query: ListingQuery;
  listing: ProductListPage;
  categories: CategoryNode[];
  /** The category the listing is scoped to, if any. */
  category: CategoryNode | undefined;
  /** What the page showed instead of a parameter it could not use (domain/catalog/listing-repair.ts). */
  notices: string[];
  /** With search terms: how many matches each category holds (by slug), for the sidebar; null otherwise. */
  searchCounts: Record<string, number> | null;
  /** A tag or attribute-term archive: what its heading names. */
  archive: ArchiveHeading | undefined;
};

/** The heading of a tag archive ("Organic") or of an attribute term's ("Colour: Sage"). */
export type ArchiveHeading = { kind: "tag" | "term"; name: string; attributeName?: string };

/**
 * The shared loader of the shop, category and search pages. A parameter a shopper could have got wrong is
 * swapped or dropped with a notice, the rest kept; only a malformed search answers 400. An unknown
 * category and a page past the last answer 404.
 */
export async function loadListing(
  request: Request,
  services: AppLoadContext["services"],
  options: { path: string; category?: string; scope?: ArchiveScope },
): Promise<ListingData> {
  const parsed = parseShopperListingQuery(new URL(request.url).searchParams);
  if (!parsed.ok) throw routeError(400, { reason: "invalid-query", fields: parsed.fields, resetHref: options.path });
  const categoryQuery: ListingQuery = options.category === undefined ? parsed.query : { ...parsed.query, category: options.category };
  const query = options.scope ? scopedQuery(categoryQuery, options.scope) : categoryQuery;

  // Both in one round: the category check reads the list the page needs anyway.
  const [listing, categories, searchCounts, archive] = await Promise.all([
    services.catalog.listProducts(query),
    services.catalog.listCategories(),
    query.q ? services.catalog.searchCategoryCounts(query) : null,
    options.scope ? archiveHeading(services, options.scope) : undefined,
  ]);
  // An unknown tag or term is a plain 404: the scope's listing above is empty, never another listing.
  if (options.scope && !archive) throw data(null, { status: 404 });
  const category = options.category === undefined ? undefined : categories.find((c) => c.slug === options.category);
  if (options.category !== undefined && !category) {
    throw routeError(404, {
      reason: "category-not-found",
      categories: categories.map(({ slug, name, productCount }) => ({ slug, name, productCount })),
    });
  }
  const lastPage = Math.max(1, listing.pageCount);
  if (query.page > lastPage) {
    throw routeError(404, { reason: "page-out-of-range", pageCount: lastPage, lastPageHref: pageHref(options.path, query, lastPage) });
  }
  return { path: options.path, query, listing, categories, category, notices: parsed.notices, searchCounts, archive };
}

async function archiveHeading(services: AppLoadContext["services"], scope: ArchiveScope): Promise<ArchiveHeading | undefined> {
  if (scope.kind === "tag") {
    const tag = await services.catalog.getTag(scope.tag);
    return tag ? { kind: "tag", name: tag.name } : undefined;
  }
  const found = await services.catalog.getAttributeTerm(scope.attribute, scope.term);
  return found ? { kind: "term", name: found.term.name, attributeName: found.attribute.name } : undefined;
}
