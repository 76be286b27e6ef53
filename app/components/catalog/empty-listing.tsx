import { Link } from "react-router";
import type { ListingQuery } from "../../../domain/catalog/types.ts";
import { clearFiltersHref, hasActiveFilters } from "../../lib/listing-links.ts";

/** What an empty listing says, with the one step most likely to bring products back. */
export function EmptyListing({ path, query }: { path: string; query: ListingQuery }) {
  return (
    <div className="empty-state">
      <h2>No products match</h2>
      {hasActiveFilters(query) ? (
        <p>
          Nothing matches all the filters you chose. <Link to={clearFiltersHref(path, query)}>Clear the filters</Link> to see more.
        </p>
      ) : (
        <p>
          There is nothing here yet. <Link to="/shop">Browse the whole shop</Link>.
        </p>
      )}
    </div>
  );
}
