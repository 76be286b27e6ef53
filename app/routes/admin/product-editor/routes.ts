import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's product-editor pages, under /admin (paths relative to it). */
export const productEditorRoutes: RouteConfigEntry[] = [];
