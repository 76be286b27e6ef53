import type { MenuItemInput } from "../../../domain/shell/menu-input.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { menuItems } from "../../db/schema/index.ts";

/**
 * Inserts a tree of items into one menu, a level at a time (one statement per level), so each row can
 * point at its parent's new id. The caller owns the transaction and has removed the old items.
 */
export async function insertMenuItems(db: Queryable, menuId: number, items: MenuItemInput[]): Promise<void> {
  let level = items.map((item, position) => ({ item, position, parentId: null as number | null }));
  while (level.length > 0) {
    const rows = await db
      .insert(menuItems)
      .values(
        level.map(({ item, position, parentId }) => ({
          menuId,
          parentId,
          label: item.label,
          url: item.url,
          position,
          mega: item.mega ?? null,
          options: item.options ?? null,
        })),
      )
      .returning({ id: menuItems.id });
    // Postgres answers RETURNING rows in the order of the VALUES list, so row i is level[i].
    level = level.flatMap(({ item }, index) =>
      (item.children ?? []).map((child, position) => ({ item: child, position, parentId: rows[index]!.id as number | null })),
    );
  }
}
