import type { RouteConfigEntry } from "@react-router/dev/routes";
import { route } from "@react-router/dev/routes";

/** The admin's taxonomy pages, under /admin (paths relative to it). */
export const taxonomyRoutes: RouteConfigEntry[] = [
  route("categories", "routes/admin/taxonomy/categories.tsx"),
  route("attributes", "routes/admin/taxonomy/attributes.tsx"),
  route("attributes/:id", "routes/admin/taxonomy/attribute.tsx"),
  route("reviews", "routes/admin/taxonomy/reviews.tsx"),
];
