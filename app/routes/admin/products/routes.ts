import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The admin's products pages, under /admin (paths relative to it): the list with its bulk actions, the
 * import, and the jobs both run as. The editor (/admin/products/new and /admin/products/:id) lives in
 * product-editor/; these static paths rank above its `:id`.
 */
export const productsRoutes: RouteConfigEntry[] = [
  route("products", "routes/admin/products/list.tsx"),
  route("products/import", "routes/admin/products/import.tsx"),
  route("products/jobs", "routes/admin/products/jobs.tsx"),
  route("products/jobs/:id", "routes/admin/products/job.tsx"),
];
