import { Link } from "react-router";
import type { CategoryNode, ListingQuery, ProductListPage } from "../../../domain/catalog/types.ts";
import { clearFiltersHref, hasActiveFilters } from "../../lib/listing-links.ts";
import { CategoryNav } from "./category-nav.tsx";
import { FacetFilters } from "./facet-filters.tsx";
import { PriceFilter } from "./price-filter.tsx";

type ListingFiltersProps = {
  path: string;
  query: ListingQuery;
  listing: ProductListPage;
  categories: CategoryNode[];
  currentCategory: string | undefined;
  searchCounts?: Record<string, number> | null;
};

/**
 * The sidebar: a disclosure that phones open on demand and wide screens always show (the stylesheet
 * keeps its content visible there), so filtering needs no JavaScript anywhere.
 */
export function ListingFilters({ path, query, listing, categories, currentCategory, searchCounts }: ListingFiltersProps) {
  const active = hasActiveFilters(query);
  return (
    <details className="listing-filters">
      <summary className="listing-filters__toggle">
        Filters
        {active && <span className="listing-filters__active"> (active)</span>}
      </summary>
      <div className="listing-filters__body">
        {active && (
          <Link to={clearFiltersHref(path, query)} className="clear-filters">
            Clear filters
          </Link>
        )}
        <CategoryNav categories={categories} current={currentCategory} search={query.q} searchCounts={searchCounts} />
        <FacetFilters path={path} query={query} facets={listing.facets} />
        <PriceFilter path={path} query={query} bounds={listing.priceBounds} />
      </div>
    </details>
  );
}
