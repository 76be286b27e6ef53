import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { MINI_CART_LOADING_CLEAR_MS, MINI_CART_QUANTITY_DEBOUNCE_MS } from "../../../domain/cart/constants.ts";
import { lineSale, quantityLimitMessage } from "../../../domain/cart/line-limits.ts";
import { formatMoney } from "../../../domain/money.ts";
import { useCartPrices } from "../../hooks/use-price-display.ts";
import { useStoredCart } from "../../hooks/use-stored-cart.ts";
import { apiSend } from "../../lib/api-client.ts";
import type { CartLineView } from "../../lib/cart-view.ts";
import { isCartView } from "../../lib/stored-cart.ts";
import { browserStoredCart } from "../../lib/stored-cart-browser.ts";
import { ProductImage } from "../catalog/product-image.tsx";
import { LinePrice, SaveBadge } from "./cart-line.tsx";

/** Fired when the drawer should open: the header's cart action, an add that succeeded. */
export const MINI_CART_OPEN = "vitrine:mini-cart-open";

export function openMiniCart() {
  window.dispatchEvent(new Event(MINI_CART_OPEN));
}

/**
 * The mini-cart drawer (S-1-17, S-2-39): a modal <dialog> (Escape closes it, focus returns to what opened
 * it) that a click outside it closes: the platform's light dismiss (`closedby="any"`), and where a browser
 * lacks it, a click on the backdrop, which the dialog itself receives. It shows the page's stored cart, so it opens at once without a loading state (P-4-175); it asks the
 * server only when nothing is stored yet or the cart-hash cookie says the cart changed. Quantity changes go
 * out after a 500 ms typing debounce as `PATCH /api/cart/items/:key` (S-4-74); whatever that answers, a cart
 * refresh follows and updates the drawer, the header and the stored cart (S-7-9, S-7-10: its body is not
 * read, so a broken answer shows nothing alarming); the line's loading state goes 500 ms after the answer
 * (S-4-75).
 */
export function MiniCart() {
  const dialog = useRef<HTMLDialogElement>(null);
  const { cart } = useStoredCart();
  const [loading, setLoading] = useState<Set<string>>(new Set());
  /** Bumped after each quantity call: a refused change puts the server's quantity back in the field. */
  const [settled, setSettled] = useState(0);
  /** Why a line's last quantity change was refused, by line key, until the next change. */
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, number>());
  const { revalidate } = useRevalidator();
  const cartPrices = useCartPrices();

  useEffect(() => {
    const store = browserStoredCart();
    const open = () => {
      if (!dialog.current?.open) dialog.current?.showModal();
      // A stored cart that still matches the cart-hash cookie is shown as it is; nothing stored yet (or a
      // failed first refresh) is asked for again.
      store.sync();
      if (store.getState().cart === null) void store.refresh();
    };
    window.addEventListener(MINI_CART_OPEN, open);
    return () => window.removeEventListener(MINI_CART_OPEN, open);
  }, []);

  const mark = (key: string, on: boolean) =>
    setLoading((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const refuse = (key: string, message: string | null) =>
    setRefusals((current) => {
      const { [key]: _, ...rest } = current;
      return message ? { ...rest, [key]: message } : rest;
    });

  const change = (key: string, text: string) => {
    window.clearTimeout(timers.current.get(key));
    if (text.trim() === "" || !/^\d+$/.test(text)) return;
    const line = cart?.items.find((item) => item.key === key);
    const refusal = line ? quantityLimitMessage(Number(text), line) : null;
    refuse(key, refusal);
    if (refusal) return;
    timers.current.set(
      key,
      window.setTimeout(async () => {
        mark(key, true);
        const response = await apiSend("PATCH", `/api/cart/items/${key}`, { quantity: Number(text) }).catch(() => null);
        // A refusal the server knows of (stock bought meanwhile): its reason stays beside the line.
        if (response && !response.ok && response.status < 500) refuse(key, await refusalOf(response));
        await browserStoredCart().refresh();
        setSettled((n) => n + 1);
        void revalidate();
        window.setTimeout(() => mark(key, false), MINI_CART_LOADING_CLEAR_MS);
      }, MINI_CART_QUANTITY_DEBOUNCE_MS),
    );
  };

  const remove = async (key: string) => {
    mark(key, true);
    const response = await apiSend("DELETE", `/api/cart/items/${key}`).catch(() => null);
    // The removal answers the cart (plus the removed line, kept for an undo the drawer does not offer).
    const answer: unknown = response?.ok ? await response.json().catch(() => null) : null;
    if (isCartView(answer)) browserStoredCart().store(answer);
    else await browserStoredCart().refresh();
    void revalidate();
    mark(key, false);
  };

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (event.target === event.currentTarget && outside) event.currentTarget.close();
  };

  return (
    <dialog ref={dialog} className="mini-cart" aria-labelledby="mini-cart-title" data-testid="mini-cart" closedby="any" onClick={closeOnBackdrop}>
      <div className="mini-cart__head">
        <h2 id="mini-cart-title">Shopping cart</h2>
        <button type="button" className="button button--ghost button--small" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {cart === null ? (
        <p>Loading…</p>
      ) : cart.items.length === 0 ? (
        <div className="mini-cart__empty">
          <p>No products in the cart.</p>
          <Link to="/shop" className="button button--ghost" onClick={() => dialog.current?.close()}>
            Return to shop
          </Link>
        </div>
      ) : (
        <>
          <ul className="mini-cart__list">
            {cart.items.map((item) => (
              <li
                key={item.key}
                className={`mini-cart__line${loading.has(item.key) ? " loading" : ""}`}
                data-key={item.key}
                aria-busy={loading.has(item.key) || undefined}
              >
                <ProductImage image={item.image} sizes="56px" loading="lazy" alt="" />
                <div>
                  <Link to={`/product/${item.slug}`} onClick={() => dialog.current?.close()}>
                    {item.name}
                  </Link>
                  {item.attributes.length > 0 && <p className="mini-cart__variation">{item.attributes.map((a) => `${a.name}: ${a.value}`).join(", ")}</p>}
                  <MiniCartPrice item={item} />
                  <div className="mini-cart__controls">
                    <label>
                      <span className="visually-hidden">Quantity of {item.name}</span>
                      <input
                        className="mini-cart__qty"
                        type="number"
                        inputMode="numeric"
                        min={item.soldIndividually ? 1 : Math.max(item.minQuantity, 1)}
                        max={item.maxQuantity ?? undefined}
                        defaultValue={item.quantity}
                        key={`${item.key}-${item.quantity}-${settled}`}
                        onChange={(event) => change(item.key, event.target.value)}
                      />
                    </label>
                    <button type="button" className="link-button" aria-label={`Remove ${item.name} from cart`} onClick={() => void remove(item.key)}>
                      Remove
                    </button>
                  </div>
                  <p className="mini-cart__limit" role="status">
                    {refusals[item.key] ?? null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mini-cart__subtotal">
            <strong>Subtotal{cartPrices.subtotalNote && ` ${cartPrices.subtotalNote}`}:</strong>{" "}
            <span data-testid="mini-cart-subtotal">{formatMoney(cartPrices.subtotal(cart.items, cart.subtotal))}</span>
          </p>
        </>
      )}
      <div className="mini-cart__buttons">
        <Link to="/cart" className="button button--ghost" onClick={() => dialog.current?.close()}>
          View cart
        </Link>
        <Link to="/checkout" className="button" onClick={() => dialog.current?.close()}>
          Checkout
        </Link>
      </div>
    </dialog>
  );
}

/** A line's unit price; on sale, the regular price struck out and what the sale saves on the line. */
function MiniCartPrice({ item: entered }: { item: CartLineView }) {
  const item = useCartPrices().line(entered);
  const sale = lineSale(item);
  return (
    <p className="mini-cart__price">
      <LinePrice unitPrice={item.unitPrice} regularUnitPrice={sale?.regularUnitPrice ?? null} />
      {sale && <SaveBadge saving={sale.saving} />}
    </p>
  );
}

/** The reason in an error answer (`{error: {message}}`), or a general one. */
async function refusalOf(response: Response): Promise<string> {
  const answer: unknown = await response.json().catch(() => null);
  const message = (answer as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === "string" && message.length > 0 ? message : "That quantity could not be set.";
}
