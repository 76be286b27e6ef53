import { CART_FULL_MESSAGE } from "../../domain/cart/line-cap.ts";
import type { CartView } from "./cart-view.ts";

/** What the add-to-cart form shows after an add (storefront-shell.md error catalogue). */
export const ADD_FAILED = "Could not add product to cart. Please try again.";

/** The query flags a post without JavaScript redirects back with; the page shows them once. */
export const ADDED_FLAG = "added-to-cart";
export const ERROR_FLAG = "cart-error";

/** The submit button's `intent`: add and stay, or add and go to checkout. */
export const BUY_NOW = "buy-now";
export const CHECKOUT_PATH = "/checkout";
/** The field a script-enhanced submit adds, so the action answers data instead of redirecting. */
export const ENHANCED_FIELD = "enhanced";

/** The outcome the page shows beside the button. */
export type CartNoticeValue = { ok: true } | { ok: false; error: string };

/** What the action answers a script-enhanced submit: the whole cart, so the header and the mini-cart need no other request. */
export type AddToCartData = { ok: true; cart: CartView } | { ok: false; error: string };

/**
 * A script-enhanced add to cart from a product page. Its answer carries the cart, so no loader runs again
 * after it (the routes' `shouldRevalidate`): one click, one request.
 */
export function isEnhancedAddToCart({ formAction, formData }: { formAction?: string; formData?: FormData }): boolean {
  return formData?.get(ENHANCED_FIELD) === "1" && formData.has("product_id") && (formAction?.startsWith("/product/") ?? false);
}

export function isAddToCartData(value: unknown): value is AddToCartData {
  return typeof value === "object" && value !== null && "ok" in value;
}

// Only codes travel in the URL (never free text a link could forge); the numbers of some server
// messages are not repeated here, the script-enhanced form shows the server's exact text.
const MESSAGES: Record<string, string> = {
  sold_individually: "You cannot add another of this product to your cart.",
  out_of_stock: "You cannot add this product to the cart because it is out of stock.",
  insufficient_stock: "You cannot add that amount to the cart — there is not enough in stock.",
  below_min_quantity: "Please choose a larger quantity of this product.",
  above_max_quantity: "You cannot add that amount of this product to your cart.",
  variation_required: "Please choose product options before adding this product to your cart.",
  attributes_incomplete: "Please choose product options before adding this product to your cart.",
  no_matching_variation: "Sorry, no products matched your selection. Please choose a different combination.",
  no_quantities: "Please choose the quantity of items you wish to add to your cart.",
  quantities_required: "Please choose the quantity of items you wish to add to your cart.",
  not_purchasable: "Sorry, this product cannot be purchased.",
  cart_full: CART_FULL_MESSAGE,
};

export function cartErrorText(code: string | null): string {
  return (code && MESSAGES[code]) || ADD_FAILED;
}

export function addedText(productName: string): string {
  return `“${productName}” has been added to your cart.`;
}
