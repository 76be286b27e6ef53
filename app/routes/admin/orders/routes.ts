import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's orders pages, under /admin (paths relative to it). */
export const ordersRoutes: RouteConfigEntry[] = [
  route("orders", "routes/admin/orders/list.tsx"),
  route("orders/export.csv", "routes/admin/orders/export.ts"),
  route("orders/documents.pdf", "routes/admin/orders/documents.ts"),
  route("orders/new", "routes/admin/orders/new.tsx"),
  route("orders/:id", "routes/admin/orders/detail.tsx"),
];
