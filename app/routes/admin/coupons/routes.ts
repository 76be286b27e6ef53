import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's coupons pages, under /admin (paths relative to it). */
export const couponsRoutes: RouteConfigEntry[] = [];
