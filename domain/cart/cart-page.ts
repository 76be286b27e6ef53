/**
 * The cart page's and the mini-cart's timings and settings (storefront-shell.md §4, §9 and the theme
 * setting `cart_sticky_cart_totals`, S-3-40).
 */

/** §9 "Cart page auto-update delay: 1000 ms" (S-5-17, S-5-18). */
export const CART_PAGE_AUTO_UPDATE_DELAY_MS = 1000;
/** §9 "Mini-cart quantity debounce: 500 ms" (S-4-74). */
export const MINI_CART_QUANTITY_DEBOUNCE_MS = 500;
/** §4 "A loading class is removed 500 ms after the request" (S-4-75). */
export const MINI_CART_LOADING_CLEAR_MS = 500;

/** The settings row holding the cart page's settings. */
export const CART_SETTINGS_KEY = "cart";

export type CartSettings = { cart_sticky_cart_totals: boolean };
export const CART_SETTINGS_DEFAULTS: CartSettings = { cart_sticky_cart_totals: true };

/** The stored value over the defaults; anything that is not a boolean keeps the default. */
export function resolveCartSettings(stored: unknown): CartSettings {
  const value = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>).cart_sticky_cart_totals : undefined;
  return { cart_sticky_cart_totals: typeof value === "boolean" ? value : CART_SETTINGS_DEFAULTS.cart_sticky_cart_totals };
}

/** Only a non-empty value that differs from the line's quantity starts the auto-update (S-5-19). */
export function shouldAutoUpdate(typed: string, current: number): boolean {
  if (typed.trim() === "") return false;
  const n = Number(typed);
  return Number.isFinite(n) && n !== current;
}
