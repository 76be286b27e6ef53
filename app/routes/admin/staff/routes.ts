import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's staff pages, under /admin (paths relative to it). */
export const staffRoutes: RouteConfigEntry[] = [];
