import type { ComponentType } from "react";
import type { HeaderItem, HeaderItemType } from "../../../../domain/shell/header-layout.ts";
import { AccountItem, CartItem, PaletteItem } from "./action-items.tsx";
import { ButtonItem } from "./button-item.tsx";
import type { HeaderItemProps, HeaderShell } from "./header-item-props.ts";
import { HtmlItem } from "./html-item.tsx";
import { LogoItem } from "./logo-item.tsx";
import { MenuItem } from "./menu-item.tsx";
import { MobileMenuItem } from "./mobile-menu-item.tsx";
import { SearchItem } from "./search-item.tsx";
import { SocialItem } from "./social-item.tsx";

/** One renderer per item type: a new type in header-layout.ts does not compile until it has one here. */
const HEADER_ITEM_RENDERERS = {
  logo: LogoItem,
  menu: MenuItem,
  "mobile-menu": MobileMenuItem,
  search: SearchItem,
  account: AccountItem,
  cart: CartItem,
  palette: PaletteItem,
  button: ButtonItem,
  html: HtmlItem,
  social: SocialItem,
} satisfies { [T in HeaderItemType]: ComponentType<HeaderItemProps<T>> };

export function HeaderItemView({ item, shell }: { item: HeaderItem; shell: HeaderShell }) {
  // The map pairs each type with its own renderer; TypeScript cannot follow that through an index, hence the cast.
  const Render = HEADER_ITEM_RENDERERS[item.type] as ComponentType<{ item: HeaderItem; shell: HeaderShell }>;
  return <Render item={item} shell={shell} />;
}
