import { Link } from "react-router";
import { pageWindow } from "../../../domain/catalog/pagination.ts";
import type { ListingQuery } from "../../../domain/catalog/types.ts";
import { pageHref } from "../../lib/listing-links.ts";

type PaginationNavProps = { path: string; query: ListingQuery; pageCount: number };

/** Page links with the current page marked; first, last and two either side, gaps for the rest. */
export function PaginationNav({ path, query, pageCount }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  const current = query.page;
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul role="list" className="pagination__list">
        {current > 1 && (
          <li>
            <Link to={pageHref(path, query, current - 1)} rel="prev" className="pagination__step">
              <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {pageWindow(current, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pageHref(path, query, item)}
                className="pagination__page"
                aria-current={item === current ? "page" : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <Link to={pageHref(path, query, current + 1)} rel="next" className="pagination__step">
              Next<span className="visually-hidden"> page</span> <span aria-hidden="true">→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
