import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's product-editor pages, under /admin (paths relative to it). */
export const productEditorRoutes: RouteConfigEntry[] = [
  route("products/new", "routes/admin/product-editor/new.tsx"),
  route("products/:id", "routes/admin/product-editor/edit.tsx"),
  route("products/:id/downloads", "routes/admin/product-editor/downloads.tsx"),
];
