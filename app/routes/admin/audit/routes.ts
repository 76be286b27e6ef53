import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's audit pages, under /admin (paths relative to it). */
export const auditRoutes: RouteConfigEntry[] = [route("audit", "routes/admin/audit/log.tsx"), route("audit/export.csv", "routes/admin/audit/export.ts")];
