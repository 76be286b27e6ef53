import type { MouseEvent } from "react";
import { Link } from "react-router";
import { useStoredCart } from "../../hooks/use-stored-cart.ts";
import { openMiniCart } from "../cart/mini-cart.tsx";
import { BagIcon } from "../ui/icons.tsx";

/**
 * The header's cart action with the mini-cart widget: the count badge. Without JavaScript it is a link to
 * the cart page; once the page runs it opens the mini-cart drawer instead (S-1-17).
 *
 * The badge shows only while the items-in-cart cookie is above 0 (P-4-180, P-4-181) and as soon as an add
 * starts (P-4-182; busy until the answer, the count itself changes only with the server's word). The server renders it from the root loader's count, which is above 0 exactly when that
 * cookie is set (a page shared by the page cache is only served to visitors without cookies), so the
 * first render after hydration matches and nothing moves; a hidden badge keeps its space for the same
 * reason. Once the page runs, the count comes from the stored cart when its hash matches the cart-hash
 * cookie (so a page rendered for nobody in particular still shows the visitor's count), and from the root
 * loader otherwise.
 *
 * The header may show this action in both its variants, so the drawer and the stored cart's sync live in
 * HeaderDialogs (rendered once), not here.
 */
export function CartLink({ count: loaderCount }: { count: number }) {
  const stored = useStoredCart();
  const trusted = stored.ready && stored.cart !== null && stored.cart.hash === stored.cookieHash;
  const count = trusted && stored.cart ? stored.cart.count : loaderCount;
  const visible = stored.ready ? stored.itemsInCart || stored.adding > 0 : loaderCount > 0;
  const items = `${count} ${count === 1 ? "item" : "items"}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openMiniCart();
  };
  return (
    <Link to="/cart" className="header-action header-action--cart" aria-label={`Cart, ${items}`} aria-haspopup="dialog" onClick={open} data-replay-click="">
      <BagIcon />
      <span className="header-action__label">Cart</span>
      <span
        className="cart-count"
        data-testid="mini-cart-widget"
        // Set once the stored cart runs: what end-to-end tests wait for before counting requests.
        data-cart-ready={stored.ready || undefined}
        data-empty={count === 0 || undefined}
        aria-busy={stored.adding > 0 || undefined}
        style={visible ? undefined : { visibility: "hidden" }}
      >
        {count}
      </span>
    </Link>
  );
}
