import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/kit/index.ts";
import { menuItems, menus } from "../../db/schema/index.ts";

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
