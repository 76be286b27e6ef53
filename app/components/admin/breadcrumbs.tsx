import { Link, useMatches } from "react-router";

/**
 * An admin route names its place with `handle.breadcrumb`: a text, or a function of its loader data
 * (`(data) => data.order.number`). The trail is every matched route that names one.
 */
export type BreadcrumbHandle = { breadcrumb: string | ((data: never) => string) };

function labelOf(handle: unknown, data: unknown): string | null {
  const breadcrumb = (handle as Partial<BreadcrumbHandle> | undefined)?.breadcrumb;
  if (typeof breadcrumb === "string") return breadcrumb;
  if (typeof breadcrumb === "function" && data !== undefined) return (breadcrumb as (data: unknown) => string)(data);
  return null;
}

export function Breadcrumbs() {
  const trail = useMatches()
    .map((match) => ({ label: labelOf(match.handle, match.data), path: match.pathname }))
    .filter((crumb): crumb is { label: string; path: string } => crumb.label !== null);
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="admin-breadcrumbs">
      <ol role="list">
        {trail.map((crumb, i) => (
          <li key={crumb.path}>{i === trail.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.path}>{crumb.label}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
