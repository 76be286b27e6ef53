import type { ComponentType } from "react";
import type { FooterItem, FooterItemType } from "../../../../domain/shell/header-layout.ts";
import type { FooterItemProps, FooterShell } from "./footer-item-props.ts";
import { FooterLogoItem } from "./footer-logo-item.tsx";
import { FooterMenuItem } from "./footer-menu-item.tsx";
import { FooterCopyrightItem, FooterSocialItem, FooterTextItem } from "./footer-text-items.tsx";
import { PaymentIconsItem } from "./payment-icons-item.tsx";

/** One renderer per footer item type: a new type in header-layout.ts does not compile until it has one here. */
const FOOTER_ITEM_RENDERERS = {
  logo: FooterLogoItem,
  menu: FooterMenuItem,
  text: FooterTextItem,
  social: FooterSocialItem,
  "payment-icons": PaymentIconsItem,
  copyright: FooterCopyrightItem,
} satisfies { [T in FooterItemType]: ComponentType<FooterItemProps<T>> };

export function FooterItemView({ item, shell }: { item: FooterItem; shell: FooterShell }) {
  // The map pairs each type with its own renderer; TypeScript cannot follow that through an index, hence the cast.
  const Render = FOOTER_ITEM_RENDERERS[item.type] as ComponentType<{ item: FooterItem; shell: FooterShell }>;
  return <Render item={item} shell={shell} />;
}
