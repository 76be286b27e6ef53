import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's customers pages, under /admin (paths relative to it). */
export const customersRoutes: RouteConfigEntry[] = [];
