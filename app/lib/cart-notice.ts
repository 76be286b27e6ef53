import { addedNoticeText } from "../../domain/cart/added-notice.ts";
import { CART_FULL_MESSAGE } from "../../domain/cart/line-cap.ts";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { CartView } from "./cart-view.ts";

/** What the add-to-cart form shows after an add (storefront-shell.md error catalogue). */
export const ADD_FAILED = "Could not add product to cart. Please try again.";

/**
 * The query flags a post without JavaScript redirects back with; the page shows them once. A listing's card
 * names the product it added (`added-to-cart=<product id>`); the product page's own form says only that it
 * added (`added=yes`), under a key of its own: a product page's shelves hold cards too, and a card's flag
 * must never read as the page form's, nor the form's as a card's.
 */
export const ADDED_FLAG = "added-to-cart";
export const PRODUCT_ADDED_FLAG = "added";
export const PRODUCT_ADDED_VALUE = "yes";
export const ERROR_FLAG = "cart-error";
/** A listing's refusal also names the product refused, so the grid that shows it (not the page's own product form) says why. */
export const ERROR_PRODUCT_FLAG = "cart-error-product";
/** A grouped product's add names the children it added (their ids, comma-separated), so the notice names them. */
export const ADDED_ITEMS_FLAG = "added-items";
/** Every one-time flag, so a new add's redirect and the page that read them clear them together. */
export const CART_FLAGS = [ADDED_FLAG, PRODUCT_ADDED_FLAG, ERROR_FLAG, ERROR_PRODUCT_FLAG, ADDED_ITEMS_FLAG] as const;

/**
 * The ids of the notices a post without JavaScript comes back to (`#id` in its redirect), so the notice is
 * in view wherever the button was: the product form's, and each listing grid's (one per grid, named by the
 * grid's label, as a product page may hold two shelves beside its own form).
 */
export const PRODUCT_NOTICE_ID = "add-to-cart-notice";
export function listingNoticeId(gridLabel: string): string {
  const slug = gridLabel
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `cart-notice-${slug || "products"}`;
}

/** The submit button's `intent`: add and stay, or add and go to checkout. */
export const BUY_NOW = "buy-now";
export { CHECKOUT_PATH } from "../../domain/shell/theme-settings.ts";
/** The listings' add to cart (cards, quick view): one resource route for every listing (routes/cart-add.tsx). */
export const CART_ADD_PATH = "/cart/add";
/**
 * A card's form names its product with this field (the listings' convention, as in `?add-to-cart=<id>`),
 * not `product_id`, so a product page's own form stays the one product form on the page.
 */
export const CARD_PRODUCT_FIELD = "add-to-cart";
/** The field a listing's form carries: the page to come back to after a post without JavaScript. */
export const RETURN_FIELD = "return_to";
/** The field a script-enhanced submit adds, so the action answers data instead of redirecting. */
export const ENHANCED_FIELD = "enhanced";

/**
 * The outcome the page shows beside the button; `names`, when known, are the products the add put in the
 * cart (`productIds` when only their ids came back, in a post's one-time flag).
 */
export type CartNoticeValue = { ok: true; names?: string[] | undefined; productIds?: number[] | undefined } | { ok: false; error: string };

/**
 * What the action answers a script-enhanced submit: the whole cart, so the header and the mini-cart need no
 * other request, and the names of the products added (a grouped product's children, not the group).
 */
export type AddToCartData = { ok: true; cart: CartView; added?: string[] } | { ok: false; error: string };

/**
 * A script-enhanced add to cart from a product page or a listing. Its answer carries the cart, so no loader runs again
 * after it (the routes' `shouldRevalidate`): one click, one request.
 */
export function isEnhancedAddToCart({ formAction, formData }: { formAction?: string; formData?: FormData }): boolean {
  return (
    formData?.get(ENHANCED_FIELD) === "1" &&
    formData.has("product_id") &&
    (formAction?.startsWith("/product/") === true || formAction?.split("?")[0] === CART_ADD_PATH)
  );
}

/** A route's `shouldRevalidate`: nothing is read again after an enhanced add (its answer carries the cart). */
export function keepDataAfterAdd({ formAction, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return isEnhancedAddToCart({ formAction, formData }) ? false : defaultShouldRevalidate;
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

/** The product a listing's flag names (its add or its refusal), or null. */
export function flaggedProductId(value: string | null): number | null {
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

export function cartErrorText(code: string | null): string {
  return (code && MESSAGES[code]) || ADD_FAILED;
}

export function addedText(productName: string): string {
  return addedNoticeText([productName]);
}

/** The ids a grouped add's flag lists (at most 100, each a row id), or none. */
export function addedItemIds(value: string | null): number[] {
  if (value === null) return [];
  return value
    .split(",")
    .slice(0, 100)
    .map(flaggedProductId)
    .filter((id): id is number => id !== null);
}
