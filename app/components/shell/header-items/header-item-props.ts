import type { HeaderItem, HeaderItemType, MenuLocation } from "../../../../domain/shell/header-layout.ts";
import type { HeaderSettings } from "../../../../domain/shell/header-settings.ts";
import type { NavItem } from "../menu-types.ts";

/** What every header item may need from the page: read once by the root loader, shared by both variants. */
export type HeaderShell = {
  settings: HeaderSettings;
  /** The menus the layout places, by location; a location the layout does not use is not read. */
  menus: Partial<Record<MenuLocation, NavItem[]>>;
  cartCount: number;
  customer: { displayName: string; affiliate?: boolean } | null;
  palette: { isDarkPalette: boolean; forceReload: boolean };
  /** The terms of the search being shown, so the header's search field keeps them. */
  currentSearch: string;
};

export type HeaderItemProps<T extends HeaderItemType> = { item: Extract<HeaderItem, { type: T }>; shell: HeaderShell };
