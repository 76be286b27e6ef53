import type { MegaMenu } from "../schema/index.ts";
import { menuItems, menus } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";
import { CATEGORIES } from "./catalogue/index.ts";

type MenuItemDef = { label: string; url: string; mega?: MegaMenu; children?: MenuItemDef[] };
type MenuDef = { location: string; name: string; items: MenuItemDef[] };

const categoryLink = (slug: string): MenuItemDef => {
  const category = CATEGORIES.find((c) => c.slug === slug);
  if (!category) throw new Error(`The demo menu links to an unknown category "${slug}".`);
  return { label: category.name, url: `/category/${slug}` };
};

/** "Collections" is a full-width mega menu: one column per department, its sub-categories below. */
const collections: MenuItemDef = {
  label: "Collections",
  url: "/shop",
  mega: { width: "full", columns: 4 },
  children: CATEGORIES.filter((c) => !c.parent).map((top) => ({
    ...categoryLink(top.slug),
    children: CATEGORIES.filter((c) => c.parent === top.slug).map((sub) => categoryLink(sub.slug)),
  })),
};

export const DEMO_MENUS: MenuDef[] = [
  {
    location: "primary",
    name: "Main menu",
    items: [
      { label: "Shop", url: "/shop" },
      collections,
      categoryLink("lighting"),
      categoryLink("apparel"),
      { label: "The linen edit", url: "/search?q=linen" },
      { label: "About", url: "/about" },
    ],
  },
  {
    location: "footer",
    name: "Footer",
    items: [
      { label: "Shop all", url: "/shop" },
      { label: "Gift ideas", url: "/search?q=gift" },
      { label: "Everyday Crew Tee", url: "/product/everyday-crew-tee" },
      { label: "My account", url: "/account" },
      { label: "Cart", url: "/cart" },
      { label: "About", url: "/about" },
    ],
  },
];

/** Inserts menus level by level, so each item can point at its parent's id. */
export async function insertMenus(tx: Tx, defs: MenuDef[] = DEMO_MENUS) {
  const inserted = await tx
    .insert(menus)
    .values(defs.map(({ location, name }) => ({ location, name })))
    .returning({ id: menus.id, location: menus.location });
  let level = defs.flatMap((def) => {
    const menuId = inserted.find((m) => m.location === def.location)?.id as number;
    return def.items.map((item, position) => ({ item, position, menuId, parentId: null as number | null }));
  });
  while (level.length > 0) {
    const rows = await tx
      .insert(menuItems)
      .values(level.map(({ item, position, menuId, parentId }) => ({ menuId, parentId, label: item.label, url: item.url, position, mega: item.mega ?? null })))
      .returning({ id: menuItems.id, menuId: menuItems.menuId, parentId: menuItems.parentId, position: menuItems.position });
    // Siblings have distinct positions, so (menu, parent, position) names each new row.
    const place = (menuId: number, parentId: number | null, position: number) => `${menuId}:${parentId}:${position}`;
    const ids = new Map(rows.map((row) => [place(row.menuId, row.parentId, row.position), row.id]));
    level = level.flatMap(({ item, menuId, parentId, position }) => {
      const id = ids.get(place(menuId, parentId, position)) as number;
      return (item.children ?? []).map((child, childPosition) => ({ item: child, position: childPosition, menuId, parentId: id as number | null }));
    });
  }
}
