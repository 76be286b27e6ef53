import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { MegaLayout } from "../../../domain/shell/menus.ts";

export const menus = pgTable("menus", {
  id: serial().primaryKey(),
  location: text().notNull().unique(),
  name: text().notNull(),
});

/** Mega-menu layout of a top-level item (content, container, full, stretched or custom width). */
export type MegaMenu = MegaLayout;

export const menuItems = pgTable(
  "menu_items",
  {
    id: serial().primaryKey(),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
    parentId: integer().references((): any => menuItems.id, { onDelete: "cascade" }),
    label: text().notNull(),
    url: text().notNull(),
    position: integer().notNull().default(0),
    mega: jsonb().$type<MegaMenu>(),
    /** The item's options as the editor typed them (JSON text, possibly broken: domain/shell/menu-options.ts). */
    options: text(),
  },
  (t) => [index("menu_items_menu_idx").on(t.menuId, t.position)],
);

export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});
