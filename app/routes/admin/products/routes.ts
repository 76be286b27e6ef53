import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's products pages, under /admin (paths relative to it). */
export const productsRoutes: RouteConfigEntry[] = [];
