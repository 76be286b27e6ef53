import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's documents pages, under /admin (paths relative to it). */
export const documentsRoutes: RouteConfigEntry[] = [route("documents", "routes/admin/documents/report.tsx")];
