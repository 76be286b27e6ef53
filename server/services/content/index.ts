import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { menuItems, menus } from "../../db/schema/index.ts";
import { createTtlCache } from "../../db/kit/index.ts";
import { buildMenuTree, type MenuItem } from "./menu-tree.ts";

export type { MenuItem } from "./menu-tree.ts";
export { insertMenuItems } from "./menu-items-writer.ts";
export { replaceMenuIn } from "./menu-writes.ts";
export type ContentService = ReturnType<typeof createContentService>;

export type ContentServiceOptions = {
  /**
   * How long menus are served from memory: fresh for `freshMs`, then for `staleMs` more while one
   * background read refreshes them. The shell reads two menus on every page, so without this every page
   * view (even one with no data of its own) waits on two database round trips. `freshMs: 0` turns it off.
   */
  cache?: { freshMs?: number; staleMs?: number };
  now?: () => number;
};

/** Menus change when an editor saves one, which calls `invalidate()`; the timeout bounds any other path. */
export const CONTENT_CACHE_DEFAULTS = { freshMs: 10_000, staleMs: 50_000 };

export type MenuSummary = { location: string; name: string };

export function createContentService(db: Db, options: ContentServiceOptions = {}) {
  const timing = { ...CONTENT_CACHE_DEFAULTS, ...options.cache, ...(options.now ? { now: options.now } : {}) };
  const menuCache = createTtlCache<MenuItem[]>({ ...timing, maxEntries: 50 });
  const listeners = new Set<() => void>();

  async function readMenu(location: string): Promise<MenuItem[]> {
    const rows = await db
      .select({ id: menuItems.id, parentId: menuItems.parentId, label: menuItems.label, url: menuItems.url, mega: menuItems.mega, options: menuItems.options })
      .from(menuItems)
      .innerJoin(menus, eq(menus.id, menuItems.menuId))
      .where(eq(menus.location, location))
      .orderBy(asc(menuItems.position), asc(menuItems.id));
    return buildMenuTree(rows);
  }

  function invalidate(): void {
    menuCache.clear();
    for (const listener of listeners) listener();
  }

  return {
    /** The menu at a theme location ("primary", "footer", …) as a tree; empty when none is assigned. */
    async getMenu(location: string): Promise<MenuItem[]> {
      return menuCache.get(location, () => readMenu(location));
    },

    /** Every stored menu's location and name, by location. */
    async listMenus(): Promise<MenuSummary[]> {
      return db.select({ location: menus.location, name: menus.name }).from(menus).orderBy(asc(menus.location));
    },

    /** The name of the menu at `location`, or null when it has none. */
    async menuName(location: string): Promise<string | null> {
      const [row] = await db.select({ name: menus.name }).from(menus).where(eq(menus.location, location)).limit(1);
      return row?.name ?? null;
    },

    /** Drops the cached menus, and tells whoever listens (the page cache); the settings-admin service calls it after changing a menu. */
    invalidate,

    /**
     * Calls `listener` after every menu change this process makes, so pages built with the old menus (the
     * shared page cache) are dropped; answers the function that stops listening.
     */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
