import { asc, eq } from "drizzle-orm";
import type { MenuSave } from "../../../domain/shell/menu-input.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { menuItems, menus } from "../../db/schema/index.ts";
import { insertMenuItems } from "../content/index.ts";

/** A menu as the audit log keeps it: its name, and one line per item ("  Label → /url", indented by depth). */
export async function menuSnapshot(tx: Queryable, location: string): Promise<{ name: string | null; items: string[] }> {
  const [menu] = await tx.select({ id: menus.id, name: menus.name }).from(menus).where(eq(menus.location, location)).limit(1);
  if (!menu) return { name: null, items: [] };
  const rows = await tx
    .select({ id: menuItems.id, parentId: menuItems.parentId, label: menuItems.label, url: menuItems.url })
    .from(menuItems)
    .where(eq(menuItems.menuId, menu.id))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const lines: string[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      lines.push(`${"  ".repeat(depth)}${row.label} → ${row.url}`);
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return { name: menu.name, items: lines };
}

/** Replaces a location's menu inside the caller's transaction (the content service's own save opens its own). */
export async function replaceMenuIn(tx: Queryable, location: string, save: MenuSave): Promise<void> {
  const fallbackName = `${location.charAt(0).toUpperCase()}${location.slice(1)} menu`;
  const [menu] = await tx
    .insert(menus)
    .values({ location, name: save.name ?? fallbackName })
    .onConflictDoUpdate({ target: menus.location, set: save.name ? { name: save.name } : { location } })
    .returning({ id: menus.id });
  await tx.delete(menuItems).where(eq(menuItems.menuId, menu!.id));
  await insertMenuItems(tx, menu!.id, save.items);
}
