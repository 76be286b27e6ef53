import { eq } from "drizzle-orm";
import type { MenuSave } from "../../../domain/shell/menu-input.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { menuItems, menus } from "../../db/schema/index.ts";
import { insertMenuItems } from "./menu-items-writer.ts";

/** A location's name when an editor saves a menu there for the first time without naming it. */
export const defaultMenuName = (location: string) => `${location.charAt(0).toUpperCase()}${location.slice(1)} menu`;

/**
 * Replaces the menu at `location` (creating it if the location has none) inside the caller's transaction,
 * so a reader sees the old menu or the new one, never half of each. The settings-admin service is its one
 * caller: it records the change in the audit log in the same transaction.
 */
export async function replaceMenuIn(tx: Queryable, location: string, save: MenuSave): Promise<void> {
  const [menu] = await tx
    .insert(menus)
    .values({ location, name: save.name ?? defaultMenuName(location) })
    .onConflictDoUpdate({ target: menus.location, set: save.name ? { name: save.name } : { location } })
    .returning({ id: menus.id });
  await tx.delete(menuItems).where(eq(menuItems.menuId, menu!.id));
  await insertMenuItems(tx, menu!.id, save.items);
}
