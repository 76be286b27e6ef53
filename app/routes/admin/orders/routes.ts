import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's orders pages, under /admin (paths relative to it). */
export const ordersRoutes: RouteConfigEntry[] = [];
