import type { Db } from "../../db/connect.ts";
import { dashboardFigures } from "./figures.ts";
import { adminSearch } from "./search.ts";

export type { Comparison, DashboardFigures } from "./figures.ts";
export { LOW_STOCK_THRESHOLD } from "./figures.ts";
export type { AdminSearchResults } from "./search.ts";
export { SEARCH_TEXT_MAX } from "./search.ts";

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The admin's front page figures and its global search: reads only. */
export function createDashboardService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    figures: (at: Date = now()) => dashboardFigures(db, at),
    search: (text: string) => adminSearch(db, text),
  };
}
