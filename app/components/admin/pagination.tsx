import { Link, useLocation } from "react-router";

/** Page links for an admin list (`?page=N`, the other filters kept): previous, "page N of M", next. */
export function AdminPagination({ page, pageCount, total, noun }: { page: number; pageCount: number; total: number; noun: string }) {
  const location = useLocation();
  const hrefFor = (target: number) => {
    const query = new URLSearchParams(location.search);
    if (target <= 1) query.delete("page");
    else query.set("page", String(target));
    const search = query.toString();
    return search ? `?${search}` : location.pathname;
  };
  return (
    <nav aria-label="Pages" className="admin-pagination">
      <p aria-live="polite">
        {total.toLocaleString("en-GB")} {noun}
        {pageCount > 1 ? ` · page ${page} of ${pageCount.toLocaleString("en-GB")}` : ""}
      </p>
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      )}
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
