/**
 * The page's one stored-cart store, wired to the browser: sessionStorage, document.cookie, `GET /api/cart`
 * with a time limit, and the refresh-error event. Created on first use, so server rendering never touches it.
 */
import { CART_REFRESH_TIMEOUT_MS } from "../../domain/cart/constants.ts";
import { createStoredCart, type StoredCartStore } from "./stored-cart-store.ts";

/** Fired on document.body when a cart refresh fails or times out (P-8-18, the origin's fragments ajax error). */
export const CART_REFRESH_ERROR_EVENT = "vitrine:cart-refresh-error";

async function fetchCart(): Promise<unknown> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), CART_REFRESH_TIMEOUT_MS);
  try {
    const response = await fetch("/api/cart", { credentials: "same-origin", headers: { accept: "application/json" }, signal: controller.signal });
    if (!response.ok) throw new Error(`GET /api/cart answered ${response.status}`);
    return await response.json();
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`GET /api/cart did not answer within ${CART_REFRESH_TIMEOUT_MS} ms`);
    throw error;
  } finally {
    window.clearTimeout(timer);
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let store: StoredCartStore | null = null;

export function browserStoredCart(): StoredCartStore {
  store ??= createStoredCart({
    now: () => Date.now(),
    cookies: () => document.cookie,
    storage: sessionStorageOrNull,
    fetchCart,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    reportRefreshError: (reason) => document.body.dispatchEvent(new CustomEvent(CART_REFRESH_ERROR_EVENT, { bubbles: true, detail: { reason } })),
  });
  return store;
}
