import { Link } from "react-router";

/** A category the trail passes through between the shop and the current page. */
export type BreadcrumbCategory = { slug: string; name: string };

/** Home › Shop › [category] › current page; the current page is text, marked as such. */
export function Breadcrumbs({ category, current }: { category?: BreadcrumbCategory | undefined; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/shop">Shop</Link>
        </li>
        {category && (
          <li>
            <Link to={`/category/${category.slug}`}>{category.name}</Link>
          </li>
        )}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
