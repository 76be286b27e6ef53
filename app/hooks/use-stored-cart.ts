import { useEffect, useSyncExternalStore } from "react";
import { browserStoredCart } from "../lib/stored-cart-browser.ts";
import { INITIAL_STORED_CART, type StoredCartState } from "../lib/stored-cart-store.ts";

const subscribe = (listener: () => void) => browserStoredCart().subscribe(listener);
const getSnapshot = () => browserStoredCart().getState();
const getServerSnapshot = () => INITIAL_STORED_CART;

/** The page's stored cart; `ready` is false on the server and while hydrating, so both render alike. */
export function useStoredCart(): StoredCartState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Starts the stored cart once the page runs, and checks the cart-hash cookie after every render of the
 * caller (navigations and revalidations re-render the header) and whenever the tab comes back into view:
 * another tab, or the cart page, may have changed the cart (P-1-14). A count from the server that
 * disagrees with the stored cart also refreshes it: a change that did not move the cookie (placing an
 * order empties the cart) must not leave a stale cart on show.
 */
export function useStoredCartSync(serverCount: number): void {
  useEffect(() => {
    const store = browserStoredCart();
    store.start();
    const check = () => {
      if (document.visibilityState === "visible") store.sync();
    };
    document.addEventListener("visibilitychange", check);
    window.addEventListener("focus", check);
    return () => {
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("focus", check);
    };
  }, []);
  useEffect(() => browserStoredCart().sync());
  useEffect(() => browserStoredCart().reconcile(serverCount), [serverCount]);
}
