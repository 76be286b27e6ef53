import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's audit pages, under /admin (paths relative to it). */
export const auditRoutes: RouteConfigEntry[] = [];
