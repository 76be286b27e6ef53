import { useEffect, useRef, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { CART_AUTO_UPDATE_DELAY_MS } from "../../../domain/cart/constants.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { ENHANCED_FIELD } from "../../lib/cart-notice.ts";
import { CART_INTENT, type CartPageNotice, type CartTotalsView, type CartView } from "../../lib/cart-view.ts";
import type { ProductCard } from "../../../domain/catalog/types.ts";
import { ProductShelf } from "../catalog/product-shelf.tsx";
import { CartCoupon } from "./cart-coupon.tsx";
import { CartLine, REMOVE_FORM_ID } from "./cart-line.tsx";
import { CART_FETCHER, CartNotice } from "./cart-notices.tsx";
import { CartTotals } from "./cart-totals.tsx";
import { RemovedItems } from "./removed-items.tsx";
import { DefaultSubmit } from "../ui/default-submit.tsx";

type CartPageProps = {
  cart: CartView;
  totals: CartTotalsView;
  notice: CartPageNotice | null;
  stickyTotals: boolean;
  /** Products the cart's products suggest, none already in it. */
  crossSells?: ProductCard[];
};

/**
 * The cart page. Plain forms posting to /cart, so it works without JavaScript ("Update cart", remove and
 * undo are submit buttons, and so are a line's minus and plus until the page runs); once hydrated they go
 * through one fetcher, and a changed, non-empty quantity updates the cart by itself after
 * CART_AUTO_UPDATE_DELAY_MS without further change (S-5-17…S-5-19).
 */
export function CartPage({ cart, totals, notice, stickyTotals, crossSells = [] }: CartPageProps) {
  const fetcher = useFetcher<{ notice: CartPageNotice | null }>({ key: CART_FETCHER });
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const updateButton = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const scheduleUpdate = (key: string, value: number) => {
    window.clearTimeout(timer.current);
    const current = cart.items.find((i) => i.key === key)?.quantity;
    if (value === current && cart.items.every((i) => i.key === key || fieldValue(form.current, i.key) === String(i.quantity))) return;
    timer.current = window.setTimeout(() => form.current?.requestSubmit(updateButton.current), CART_AUTO_UPDATE_DELAY_MS);
  };
  // Clearing a field cancels a pending update: an empty value does nothing (S-5-19).
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === "number" && target.value.trim() === "") window.clearTimeout(timer.current);
  };

  const latest = fetcher.state === "idle" && fetcher.data !== undefined ? fetcher.data.notice : notice;
  // A refusal about one line (a step without JavaScript held at a limit) is told in that line.
  const lineNotice = latest?.kind === "error" && latest.key !== undefined ? latest : null;
  const shown = lineNotice ? null : latest;
  const enhanced = hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />;

  if (cart.items.length === 0) {
    return (
      <div className="container cart-page">
        <h1>Cart</h1>
        <CartNotice notice={shown} />
        <RemovedItems removed={cart.removed} />
        <div className="cart-empty">
          <p>Your cart is currently empty.</p>
          <Link to="/shop" className="button">
            Return to shop
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container cart-page" data-busy={fetcher.state !== "idle" || undefined}>
      <h1>Cart</h1>
      <CartNotice notice={shown} />
      <RemovedItems removed={cart.removed} />
      <div className="cart-page__layout">
        <div className="cart-page__main">
          <fetcher.Form method="post" action="/cart" className="cart-form" ref={form} onInput={onInput} onSubmit={() => window.clearTimeout(timer.current)}>
            {enhanced}
            <DefaultSubmit name="intent" value={CART_INTENT.update} />
            <table className="cart-table">
              <caption className="visually-hidden">Items in your cart</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Image</span>
                  </th>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Subtotal</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.items.map((item) => (
                  <CartLine key={item.key} item={item} onQuantity={scheduleUpdate} limitNotice={lineNotice?.key === item.key ? lineNotice.text : null} />
                ))}
              </tbody>
            </table>
            <div className="cart-form__actions">
              <button type="submit" name="intent" value={CART_INTENT.update} className="button button--ghost" ref={updateButton}>
                Update cart
              </button>
            </div>
          </fetcher.Form>
          {/* Keyed by the applied codes, so a code that was applied leaves the field empty again. */}
          <CartCoupon key={totals.coupons.map((c) => c.code).join(" ")} />
        </div>
        <CartTotals totals={totals} items={cart.items} sticky={stickyTotals} />
      </div>
      <ProductShelf title="You may be interested in…" products={crossSells} className="cart-cross-sells" />
      <fetcher.Form method="post" action="/cart" id={REMOVE_FORM_ID} hidden>
        <input type="hidden" name="intent" value={CART_INTENT.remove} />
        {enhanced}
      </fetcher.Form>
    </div>
  );
}

function fieldValue(form: HTMLFormElement | null, key: string): string | undefined {
  const field = form?.elements.namedItem(`cart[${key}][qty]`);
  return field instanceof HTMLInputElement ? field.value : undefined;
}
