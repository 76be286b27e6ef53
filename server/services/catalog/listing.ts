import { pageCount } from "../../../domain/catalog/pagination.ts";
import type { Facet, ListingQuery, PriceRange, ProductCard, ProductListPage } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { buildFacets, queryFacetCounts } from "./facets.ts";
import type { ListingConditions } from "./listing-conditions.ts";
import { queryListingStats } from "./listing-stats.ts";
import type { Vocabulary } from "./vocabulary.ts";

/** Everything about a listing that does not depend on the page or the sort order. */
export type ListingAggregates = { total: number; priceBounds: PriceRange; facets: Facet[] };

/** Total, price bounds and facets: two statements that each read the whole listing, run side by side. */
export async function queryListingAggregates(db: Db, conditions: ListingConditions, vocabulary: Vocabulary): Promise<ListingAggregates> {
  const [stats, counts] = await Promise.all([queryListingStats(db, conditions), queryFacetCounts(db, conditions)]);
  return { ...stats, facets: buildFacets(vocabulary, counts, conditions.filters) };
}

export function listingPage(query: ListingQuery, items: ProductCard[], aggregates: ListingAggregates): ProductListPage {
  return {
    items,
    page: query.page,
    perPage: query.perPage,
    total: aggregates.total,
    pageCount: pageCount(aggregates.total, query.perPage),
    facets: aggregates.facets,
    priceBounds: aggregates.priceBounds,
  };
}

/** Cache keys: the aggregates are shared by every page and sort order of one filtered listing. */
export function aggregatesKey(query: ListingQuery): string {
  return JSON.stringify([
    query.q ?? null,
    query.category ?? null,
    query.tag ?? null,
    query.term ?? null,
    query.filters,
    query.minPrice ?? null,
    query.maxPrice ?? null,
  ]);
}

export function pageKey(query: ListingQuery): string {
  return JSON.stringify([aggregatesKey(query), query.sort, query.page, query.perPage]);
}
