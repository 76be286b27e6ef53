import type { MouseEvent } from "react";
import { Link } from "react-router";
import { MiniCart, openMiniCart } from "../cart/mini-cart.tsx";
import { BagIcon } from "../ui/icons.tsx";

/**
 * The header's cart action with the number of items in the cart. Without JavaScript it is a link to the
 * cart page; once the page runs it opens the mini-cart drawer instead (S-1-17).
 */
export function CartLink({ count }: { count: number }) {
  const items = `${count} ${count === 1 ? "item" : "items"}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openMiniCart();
  };
  return (
    <>
      <Link to="/cart" className="header-action header-action--cart" aria-label={`Cart, ${items}`} aria-haspopup="dialog" onClick={open}>
        <BagIcon />
        <span className="header-action__label">Cart</span>
        <span className="cart-count" data-empty={count === 0 || undefined}>
          {count}
        </span>
      </Link>
      <MiniCart />
    </>
  );
}
