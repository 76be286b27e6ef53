/**
 * GET /api/products reads the same query string as the /shop page, through the same domain parser, and is
 * stricter in two places a page cannot be: a parameter given twice is an error (a page lets the last one
 * win, since forms can repeat a field), and a filter on an attribute the shop does not have is an error
 * (a page shows an empty grid).
 */
import { ARCHIVE_FILTER_WIDGET, LISTING_PARAMS, PRODUCTS_PER_PAGE } from "../../../domain/catalog/listing.ts";
import { parseListingQuery } from "../../../domain/catalog/listing-query.ts";
import { filterQueryKey } from "../../../domain/catalog/loop-filter.ts";
import type { ListingQuery } from "../../../domain/catalog/types.ts";
import type { Services } from "../../services/index.ts";
import { HttpError } from "../errors.ts";

const FILTER_PREFIX = filterQueryKey(ARCHIVE_FILTER_WIDGET, "");

/** The query string of a request URL as the browser's URLSearchParams reads it (`+` is a space). */
export function searchParamsOf(url: string): URLSearchParams {
  const start = url.indexOf("?");
  return new URLSearchParams(start === -1 ? "" : url.slice(start + 1));
}

function invalidQuery(fields: Record<string, string>): HttpError {
  return new HttpError(400, "invalid_query", "The query string is not valid.", fields);
}

/** Listing and filter parameters that appear more than once, each named with its error. */
function repeatedParams(params: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  const counted = new Set<string>(LISTING_PARAMS);
  for (const key of new Set(params.keys())) {
    if ((counted.has(key) || key.startsWith(FILTER_PREFIX)) && params.getAll(key).length > 1) {
      fields[key] = `${key} must be given at most once`;
    }
  }
  return fields;
}

/** Parses a listing query string or throws 400 `invalid_query` naming every bad parameter. */
export function parseListingRequest(params: URLSearchParams): ListingQuery {
  const repeated = repeatedParams(params);
  const parsed = parseListingQuery(params);
  if (!parsed.ok || Object.keys(repeated).length > 0) {
    throw invalidQuery({ ...(parsed.ok ? {} : parsed.fields), ...repeated });
  }
  return parsed.query;
}

/**
 * Throws 400 when a filter names an attribute that no published product offers. The shop-wide first page
 * (the /shop page's own cache entry) lists every such attribute in its facets.
 */
export async function rejectUnknownAttributes(query: ListingQuery, services: Services): Promise<void> {
  if (query.filters.length === 0) return;
  const shop = await services.catalog.listProducts({ page: 1, perPage: PRODUCTS_PER_PAGE, sort: "default", filters: [] });
  const known = new Set(shop.facets.map((facet) => facet.attribute));
  const fields: Record<string, string> = {};
  for (const filter of query.filters) {
    if (!known.has(filter.taxonomy)) {
      const key = filterQueryKey(ARCHIVE_FILTER_WIDGET, filter.taxonomy);
      fields[key] = `${key} names an unknown attribute; known: ${[...known].join(", ")}`;
    }
  }
  if (Object.keys(fields).length > 0) throw invalidQuery(fields);
}
