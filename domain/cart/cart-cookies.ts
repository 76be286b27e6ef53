/**
 * The two cookies the mini-cart and the cart-fragment cache read in the browser (product-page-and-widgets.md
 * §4 "Order tracking and cart fragments", P-4-175…P-4-181): whether the cart has items, and its hash.
 * Not HttpOnly on purpose: scripts read them. Written on every cart change; cleared when the cart empties.
 */
export const ITEMS_IN_CART_COOKIE = "vitrine_items_in_cart";
export const CART_HASH_COOKIE = "vitrine_cart_hash";

/** What a cart is after an order has been placed from it, for `cartCookies`. */
export const EMPTY_CART = { count: 0, hash: "" } as const;

export function cartCookies(cart: { count: number; hash: string }, secure: boolean): string[] {
  const tail = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  const clear = "; Max-Age=0";
  return cart.count > 0
    ? [`${ITEMS_IN_CART_COOKIE}=1${tail}`, `${CART_HASH_COOKIE}=${cart.hash}${tail}`]
    : [`${ITEMS_IN_CART_COOKIE}=${tail}${clear}`, `${CART_HASH_COOKIE}=${tail}${clear}`];
}
