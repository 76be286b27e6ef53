import { Link, useLocation } from "react-router";
import { CURSOR_END } from "../../../../domain/admin/product-list-cursor.ts";
import { pageCountOf, roundEstimate, totalLabel } from "../../../../domain/admin/product-list.ts";

/** What the loader says about the page shown: its number, the total, and where the pages beside it start. */
export type PagerPage = { page: number; perPage: number; total: number; capped: boolean; next: string | null; previous: string | null };

/** The list's address with its filters and sort kept, moved to another page (`null` clears the page). */
function addressFor(search: string, pathname: string, move: { page: number; after?: string; before?: string } | null): string {
  const query = new URLSearchParams(search);
  for (const key of ["page", "after", "before"]) query.delete(key);
  if (move) {
    if (move.page > 1) query.set("page", String(move.page));
    if (move.after) query.set("after", move.after);
    if (move.before) query.set("before", move.before);
  }
  const text = query.toString();
  return text ? `?${text}` : pathname;
}

/**
 * First, Previous, Next and Last as plain links (they work before the page's JavaScript runs, and each
 * address can be shared): Next and Previous carry the row they continue from, so the server reads any
 * page as quickly as the first, and the page number travels with them as a label.
 */
export function ProductListPager({ page }: { page: PagerPage }) {
  const { search, pathname } = useLocation();
  const pageCount = pageCountOf(page.total, page.perPage);
  const ofPages = page.capped ? `about ${roundEstimate(pageCount).toLocaleString("en-GB")}` : pageCount.toLocaleString("en-GB");
  const previous =
    page.page <= 2 || !page.previous ? addressFor(search, pathname, null) : addressFor(search, pathname, { page: page.page - 1, before: page.previous });
  return (
    <nav aria-label="Pages" className="admin-pagination">
      <p aria-live="polite">
        {totalLabel(page.total, page.capped)} products
        {page.next || page.page > 1 ? ` · page ${page.page.toLocaleString("en-GB")} of ${ofPages}` : ""}
      </p>
      {page.page > 1 && (
        <>
          {page.page > 2 && <Link to={addressFor(search, pathname, null)}>First</Link>}
          <Link to={previous} rel="prev">
            Previous
          </Link>
        </>
      )}
      {page.next && (
        <>
          <Link to={addressFor(search, pathname, { page: page.page + 1, after: page.next })} rel="next">
            Next
          </Link>
          <Link to={addressFor(search, pathname, { page: pageCount, before: CURSOR_END })}>Last</Link>
        </>
      )}
    </nav>
  );
}
