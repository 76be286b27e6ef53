import { AccountAction } from "../account-action.tsx";
import { CartLink } from "../cart-link.tsx";
import { PaletteSwitcher } from "../palette-switcher.tsx";
import type { HeaderItemProps } from "./header-item-props.ts";

/* The header's actions. What they open (the mini-cart, the login panel) is rendered once, by HeaderDialogs. */

export function AccountItem({ shell }: HeaderItemProps<"account">) {
  return <AccountAction customer={shell.customer} />;
}

export function CartItem({ shell }: HeaderItemProps<"cart">) {
  return <CartLink count={shell.cartCount} />;
}

export function PaletteItem({ shell }: HeaderItemProps<"palette">) {
  return <PaletteSwitcher {...shell.palette} />;
}
