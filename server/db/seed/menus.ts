import type { MenuItemInput } from "../../../domain/shell/menu-input.ts";
import { insertMenuItems } from "../../services/content/index.ts";
import { menus } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";
import { CATEGORIES } from "./catalogue/index.ts";

type MenuItemDef = MenuItemInput;
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
    // The header builder's second menu: service pages, beside the shop's departments.
    location: "secondary",
    name: "Help",
    items: [
      { label: "About", url: "/about" },
      { label: "Delivery & returns", url: "/about#delivery" },
      { label: "Track an order", url: "/account/orders" },
      { label: "Contact", url: "/about#contact" },
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

/** Inserts the menus, then each one's items level by level (as an editor's save does). */
export async function insertMenus(tx: Tx, defs: MenuDef[] = DEMO_MENUS) {
  const inserted = await tx
    .insert(menus)
    .values(defs.map(({ location, name }) => ({ location, name })))
    .returning({ id: menus.id, location: menus.location });
  for (const def of defs) {
    await insertMenuItems(tx, inserted.find((m) => m.location === def.location)!.id, def.items);
  }
}
