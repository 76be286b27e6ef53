/**
 * Links within a listing (shop, category, search): every control is a plain link or GET form built from
 * the current validated query, so the whole archive works without JavaScript.
 */
import { listingSearchParams } from "../../domain/catalog/listing.ts";
import { toggleFilterTerm } from "../../domain/catalog/loop-filter.ts";
import type { ListingQuery } from "../../domain/catalog/types.ts";

/**
 * `path` plus the query string. `~` and `!` (the filter codec's any-of and not signs) mean nothing special
 * in a query string, so they are written as themselves rather than percent-encoded: the links stay readable.
 */
export function listingHref(path: string, params: URLSearchParams): string {
  const search = params.toString().replaceAll("%7E", "~").replaceAll("%21", "!");
  return search ? `${path}?${search}` : path;
}

export function pageHref(path: string, query: ListingQuery, page: number): string {
  return listingHref(path, listingSearchParams(query, { page }));
}

export function isTermSelected(query: ListingQuery, taxonomy: string, term: string): boolean {
  const filter = query.filters.find((f) => f.taxonomy === taxonomy);
  return filter !== undefined && filter.operator !== "NOT IN" && filter.terms.includes(term);
}

/** The link that adds the term to (or removes it from) the filters; the result set starts again at page 1. */
export function termToggleHref(path: string, query: ListingQuery, taxonomy: string, term: string): string {
  return listingHref(path, listingSearchParams(query, { filters: toggleFilterTerm(query.filters, taxonomy, term), page: 1 }));
}

export function hasActiveFilters(query: ListingQuery): boolean {
  return query.filters.length > 0 || query.minPrice !== undefined || query.maxPrice !== undefined;
}

/** Keeps the search terms and the sort order; drops term filters and the price range. */
export function clearFiltersHref(path: string, query: ListingQuery): string {
  return listingHref(path, listingSearchParams(query, { filters: [], minPrice: undefined, maxPrice: undefined, page: 1 }));
}

/**
 * The current listing state as hidden fields for a GET form that changes some of it: the fields the form
 * sets itself are left out, and so is the page, since a new sort or price range starts a new result set.
 */
export function hiddenListingFields(query: ListingQuery, ownFields: string[]): [string, string][] {
  const params = listingSearchParams(query, { page: 1 });
  return [...params].filter(([name]) => !ownFields.includes(name));
}

/**
 * A category in the sidebar: its page, with the search terms kept when the listing is a search (the
 * category page then lists the search's matches in that category). `null` is every category: the shop,
 * or all the search's results.
 */
export function categoryNavHref(slug: string | null, search: string | undefined): string {
  const params = new URLSearchParams(search ? { q: search } : {});
  if (slug === null) return search ? listingHref("/search", params) : "/shop";
  return listingHref(`/category/${encodeURIComponent(slug)}`, params);
}
