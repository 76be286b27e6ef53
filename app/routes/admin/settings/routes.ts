import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's settings pages, under /admin (paths relative to it). */
export const settingsRoutes: RouteConfigEntry[] = [];
