import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's catalogue pages, under /admin (paths relative to it). */
export const catalogueRoutes: RouteConfigEntry[] = [];
