import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's taxonomy pages, under /admin (paths relative to it). */
export const taxonomyRoutes: RouteConfigEntry[] = [];
