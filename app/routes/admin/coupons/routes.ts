import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's coupons pages, under /admin (paths relative to it), and the admin's global search. */
export const couponsRoutes: RouteConfigEntry[] = [
  route("coupons", "routes/admin/coupons/list.tsx"),
  route("coupons/new", "routes/admin/coupons/new.tsx"),
  route("coupons/product-options", "routes/admin/coupons/product-options.tsx"),
  route("coupons/:id", "routes/admin/coupons/edit.tsx"),
  route("search", "routes/admin/coupons/search.tsx"),
];
