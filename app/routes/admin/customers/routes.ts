import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's customers pages, under /admin (paths relative to it). */
export const customersRoutes: RouteConfigEntry[] = [
  route("customers", "routes/admin/customers/list.tsx"),
  route("customers/:id", "routes/admin/customers/detail.tsx"),
  route("customers/:id/export", "routes/admin/customers/export.tsx"),
];
