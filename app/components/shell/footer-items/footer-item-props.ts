import type { FooterItem, FooterItemType, MenuLocation } from "../../../../domain/shell/header-layout.ts";
import type { NavItem } from "../menu-types.ts";

/** What footer items may need from the page, read once by the root loader. */
export type FooterShell = { menus: Partial<Record<MenuLocation, NavItem[]>>; year: number };

export type FooterItemProps<T extends FooterItemType> = { item: Extract<FooterItem, { type: T }>; shell: FooterShell };
