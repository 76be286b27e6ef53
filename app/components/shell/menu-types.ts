import type { MegaLayout } from "../../../domain/shell/menus.ts";

/** What the shell needs of a menu entry; the content service's menu tree has this shape. */
export type NavItem = {
  id: number;
  label: string;
  url: string;
  mega: MegaLayout | null;
  /** The editor's options text as typed (domain/shell/menu-options.ts); rendered as `data-menu-options`. */
  options?: string | null;
  children: NavItem[];
};

/** The attributes a menu entry's <li> carries for the options check (menu-options-check.ts). */
export function menuOptionsAttributes(item: Pick<NavItem, "options">): { "data-menu-options"?: string } {
  return item.options ? { "data-menu-options": item.options } : {};
}
