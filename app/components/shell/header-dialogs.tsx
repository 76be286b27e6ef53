import { useStoredCartSync } from "../../hooks/use-stored-cart.ts";
import { LoginPanelHost } from "../account/login-panel-host.tsx";
import { MiniCart } from "../cart/mini-cart.tsx";

/**
 * What the header's actions open, rendered once for the page however many times the layout places those
 * actions (the desktop and the mobile variant are both in the page): the mini-cart drawer with the stored
 * cart's sync, and the login panel. Each has fixed ids and listens for a window event, so two copies
 * would clash and open together.
 */
export function HeaderDialogs({ cartCount, signedIn }: { cartCount: number; signedIn: boolean }) {
  useStoredCartSync(cartCount);
  return (
    <>
      <MiniCart />
      {!signedIn && <LoginPanelHost />}
    </>
  );
}
