import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { menuItems, menus } from "../../db/schema/index.ts";
import { buildMenuTree, type MenuItem } from "./menu-tree.ts";

export type { MenuItem } from "./menu-tree.ts";
export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(db: Db) {
  return {
    /** The menu at a theme location ("primary", "footer", …) as a tree; empty when none is assigned. */
    async getMenu(location: string): Promise<MenuItem[]> {
      const rows = await db
        .select({ id: menuItems.id, parentId: menuItems.parentId, label: menuItems.label, url: menuItems.url, mega: menuItems.mega })
        .from(menuItems)
        .innerJoin(menus, eq(menus.id, menuItems.menuId))
        .where(eq(menus.location, location))
        .orderBy(asc(menuItems.position), asc(menuItems.id));
      return buildMenuTree(rows);
    },
  };
}
