import type { CategoryNode, ListingQuery, ProductListPage } from "../../../domain/catalog/types.ts";
import { ListingFilters } from "./listing-filters.tsx";
import { ListingToolbar } from "./listing-toolbar.tsx";
import { PaginationNav } from "./pagination-nav.tsx";
import { GRID_SIZES, ProductGrid } from "./product-grid.tsx";

type ProductArchiveProps = {
  /** The listing's own path (/shop, /category/lamps, /search); every link and form returns to it. */
  path: string;
  query: ListingQuery;
  listing: ProductListPage;
  categories: CategoryNode[];
  currentCategory: string | undefined;
  header: React.ReactNode;
  /** Shown instead of the grid when nothing matches. */
  empty: React.ReactNode;
  /** What the listing showed instead of parameters it could not use. */
  notices?: readonly string[];
  /** With search terms: matches per category, which the sidebar counts and links keep. */
  searchCounts?: Record<string, number> | null;
};

/** The shop archive, a category and search results: one layout of filters, toolbar, grid and pages. */
export function ProductArchive({ path, query, listing, categories, currentCategory, header, empty, notices = [], searchCounts }: ProductArchiveProps) {
  return (
    <div className="archive container">
      <header className="archive__header">{header}</header>
      <div className="archive__layout">
        <aside className="archive__sidebar" aria-label="Filters">
          <ListingFilters path={path} query={query} listing={listing} categories={categories} currentCategory={currentCategory} searchCounts={searchCounts} />
        </aside>
        <div className="archive__results">
          {notices.length > 0 && (
            <div className="notice archive__notice" role="status">
              {notices.map((notice) => (
                <p key={notice}>{notice}</p>
              ))}
            </div>
          )}
          <ListingToolbar path={path} query={query} total={listing.total} />
          {listing.items.length > 0 ? <ProductGrid products={listing.items} sizes={GRID_SIZES.archive} cartNotice="any" /> : empty}
          <PaginationNav path={path} query={query} pageCount={listing.pageCount} />
        </div>
      </div>
    </div>
  );
}
