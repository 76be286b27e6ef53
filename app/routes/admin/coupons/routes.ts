import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The admin's coupons pages, under /admin (paths relative to it), grouped so the breadcrumb reads
 * Admin / Coupons / <code>; and the admin's global search.
 */
export const couponsRoutes: RouteConfigEntry[] = [
  route("coupons", "routes/admin/coupons/section.tsx", [
    index("routes/admin/coupons/list.tsx"),
    route("new", "routes/admin/coupons/new.tsx"),
    route("product-options", "routes/admin/coupons/product-options.tsx"),
    route(":id", "routes/admin/coupons/edit.tsx"),
  ]),
  route("search", "routes/admin/coupons/search.tsx"),
];
