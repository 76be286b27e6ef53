/**
 * The catalogue listing request shared by the shop archive, category pages, search and GET /api/products:
 * its constants and the writer back to a query string, so links and the API agree. The parser is in
 * listing-query.ts, apart, so the browser (which only writes links) carries no zod.
 */
import { toMajorAmountString } from "../money.ts";
import { pageQueryKey, writeFilters } from "./loop-filter.ts";
import type { ListingQuery, SortKey } from "./types.ts";

/** The archive's own filters use the loop-filter keys with this widget id: e-filter-shop-{taxonomy}. */
export const ARCHIVE_FILTER_WIDGET = "shop";
/** The archive loop's paging key (P-3-42): `e-page-shop`. Links write it; `page` is still read as an alias. */
export const ARCHIVE_PAGE_KEY = pageQueryKey(ARCHIVE_FILTER_WIDGET);
export const PRODUCTS_PER_PAGE = 12;
export const MAX_PER_PAGE = 48;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 200;
/** Price filter bound in major units: above any real price, and its minor units fit a 32-bit integer. */
export const MAX_PRICE_FILTER = 10_000_000;

export const SORT_LABELS: Record<SortKey, string> = {
  default: "Default sorting",
  popularity: "Sort by popularity",
  rating: "Sort by average rating",
  date: "Sort by latest",
  price: "Sort by price: low to high",
  "price-desc": "Sort by price: high to low",
};

/** What a listing shows when its query string says nothing. */
export const LISTING_DEFAULTS = { page: 1, perPage: PRODUCTS_PER_PAGE, sort: "default" } as const satisfies Partial<ListingQuery>;

/** The plain (non-filter) parameters a listing query string may carry. */
export const LISTING_PARAMS = ["page", "perPage", "sort", "q", "category", "minPrice", "maxPrice"] as const;

/**
 * The canonical query string of a listing, for links: defaults are left out and prices are written in
 * major units. `category` is never written: it lives in the URL path (/category/:slug), not the query.
 * Overrides replace fields as given; pass `page: 1` yourself when a change starts a new result set.
 */
export function listingSearchParams(query: ListingQuery, overrides: Partial<ListingQuery> = {}): URLSearchParams {
  const q = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (q.q) params.set("q", q.q);
  if (q.sort !== LISTING_DEFAULTS.sort) params.set("sort", q.sort);
  if (q.minPrice !== undefined) params.set("minPrice", toMajorAmountString(q.minPrice));
  if (q.maxPrice !== undefined) params.set("maxPrice", toMajorAmountString(q.maxPrice));
  const withFilters = writeFilters(params, ARCHIVE_FILTER_WIDGET, q.filters);
  if (q.perPage !== LISTING_DEFAULTS.perPage) withFilters.set("perPage", String(q.perPage));
  if (q.page !== LISTING_DEFAULTS.page) withFilters.set(ARCHIVE_PAGE_KEY, String(q.page));
  return withFilters;
}
