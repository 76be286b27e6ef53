import { MobileMenu } from "../mobile-menu.tsx";
import type { HeaderItemProps } from "./header-item-props.ts";

/** The phone menu's toggle and panel: the `mobile` menu, or the primary one while the mobile menu is empty. */
export function MobileMenuItem({ shell }: HeaderItemProps<"mobile-menu">) {
  const mobile = shell.menus.mobile ?? [];
  const items = mobile.length > 0 ? mobile : (shell.menus.primary ?? []);
  return <MobileMenu items={items} menuStyle={shell.settings.mobileMenuStyle} />;
}
