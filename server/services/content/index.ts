import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { menuItems, menus } from "../../db/schema/index.ts";

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(db: Db) {
  return {
    async getMenu(location: string) {
      const rows = await db
        .select({ id: menuItems.id, parentId: menuItems.parentId, label: menuItems.label, url: menuItems.url, mega: menuItems.mega })
        .from(menuItems)
        .innerJoin(menus, eq(menus.id, menuItems.menuId))
        .where(eq(menus.location, location))
        .orderBy(asc(menuItems.position));
      return rows;
    },
  };
}
