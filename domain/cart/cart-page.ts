/**
 * The cart page's setting `cart_sticky_cart_totals` (storefront-shell.md, S-3-40). Its timings are in
 * constants.ts and the rule for a typed quantity in quantity-update.ts.
 */

/** The settings row holding the cart page's settings. */
export const CART_SETTINGS_KEY = "cart";

export type CartSettings = { cart_sticky_cart_totals: boolean };
export const CART_SETTINGS_DEFAULTS: CartSettings = { cart_sticky_cart_totals: true };

/** The stored value over the defaults; anything that is not a boolean keeps the default. */
export function resolveCartSettings(stored: unknown): CartSettings {
  const value = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>).cart_sticky_cart_totals : undefined;
  return { cart_sticky_cart_totals: typeof value === "boolean" ? value : CART_SETTINGS_DEFAULTS.cart_sticky_cart_totals };
}
