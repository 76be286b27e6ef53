import { data } from "react-router";

/** A category as error pages list it, to send the shopper somewhere useful. */
export type CategoryLinkData = { slug: string; name: string; productCount: number };

/**
 * What a loader tells its error boundary about an expected failure. The status carries the HTTP meaning;
 * `reason` picks the helpful page shown inside the shell.
 */
export type RouteErrorData =
  | { reason: "invalid-query"; fields: Record<string, string>; resetHref: string }
  | { reason: "page-out-of-range"; pageCount: number; lastPageHref: string }
  | { reason: "category-not-found"; categories: CategoryLinkData[] }
  | { reason: "product-not-found" }
  | { reason: "order-not-found" };

const REASONS: ReadonlySet<string> = new Set<RouteErrorData["reason"]>([
  "invalid-query",
  "page-out-of-range",
  "category-not-found",
  "product-not-found",
  "order-not-found",
]);

export function isRouteErrorData(value: unknown): value is RouteErrorData {
  if (typeof value !== "object" || value === null) return false;
  const reason = (value as { reason?: unknown }).reason;
  return typeof reason === "string" && REASONS.has(reason);
}

/** For `throw routeError(404, {...})` in a loader: React Router renders the route's error boundary with this status. */
export function routeError(status: 400 | 404, payload: RouteErrorData) {
  return data(payload, { status });
}
