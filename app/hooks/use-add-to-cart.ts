import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useFetcher } from "react-router";
import { openMiniCart } from "../components/cart/mini-cart.tsx";
import { browserStoredCart } from "../lib/stored-cart-browser.ts";
import { quantityBeingAdded } from "../lib/stored-cart.ts";
import { ADD_FAILED, BUY_NOW, ENHANCED_FIELD, isAddToCartData, type CartNoticeValue } from "../lib/cart-notice.ts";
import { destinationAfterAdd } from "../../domain/shell/theme-settings.ts";
import { useThemeSettings } from "./use-theme-settings.ts";

export type AddPhase = "idle" | "loading" | "added";

/** How long the button says "Added to cart" before it is ready again. */
const ADDED_MS = 3000;

/**
 * Submits the product form through a fetcher: one request, no reload. The route's clientAction stores the
 * answer's cart, which the header count and the mini-cart show (no loader runs again, see
 * `isEnhancedAddToCart`); until the answer the header counts the items being added. On success the drawer
 * opens, or, by `add_to_cart_options_single`, the shopper goes on to the cart or checkout with a document
 * navigation (buy now always goes to checkout); a failure alerts the server's reason, or the generic text,
 * and the button is ready again (storefront-shell.md §8). The form's native validity is checked first.
 * `action` is where the form posts: the current route (the product page) unless given (the listings'
 * CART_ADD_PATH).
 */
export function useAddToCart({ action }: { action?: string } = {}) {
  const { add_to_cart_options_single: afterAdd } = useThemeSettings();
  const fetcher = useFetcher();
  const [phase, setPhase] = useState<AddPhase>("idle");
  const [result, setResult] = useState<CartNoticeValue | null>(null);
  const intent = useRef<string | null>(null);
  /** Items the add under way counts in the header before the answer (P-4-182). */
  const pending = useRef(0);

  useEffect(() => {
    if (fetcher.state !== "idle" || intent.current === null) return;
    const answer = fetcher.data;
    const buyNow = intent.current === BUY_NOW;
    intent.current = null;
    browserStoredCart().endAdd(pending.current);
    pending.current = 0;
    if (isAddToCartData(answer) && answer.ok) {
      // The route's clientAction stored the answer's cart, which the drawer and the header show (P-3-47).
      setResult({ ok: true, names: answer.added });
      setPhase("added");
      const destination = destinationAfterAdd(afterAdd, buyNow ? BUY_NOW : "add-to-cart");
      if (destination) window.location.assign(destination);
      else openMiniCart();
    } else {
      const error = isAddToCartData(answer) && !answer.ok ? answer.error : ADD_FAILED;
      setResult({ ok: false, error });
      setPhase("idle");
      window.alert(error);
    }
  }, [fetcher.state, fetcher.data, afterAdd]);

  useEffect(() => {
    if (phase !== "added") return;
    const timer = window.setTimeout(() => setPhase("idle"), ADDED_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const form = button.form;
    if (!form) return;
    event.preventDefault();
    if (phase === "loading" || !form.reportValidity()) return;
    const body = new FormData(form);
    body.set("intent", button.value);
    body.set(ENHANCED_FIELD, "1");
    intent.current = button.value;
    setPhase("loading");
    setResult(null);
    // The mini-cart widget shows as soon as an item starts being added (P-4-182); the drawer waits for the answer.
    pending.current = quantityBeingAdded(body);
    browserStoredCart().beginAdd(pending.current);
    void fetcher.submit(body, action ? { method: "post", action } : { method: "post" });
  };

  return { phase, result, submit };
}
