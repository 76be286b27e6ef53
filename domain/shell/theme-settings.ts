/**
 * The theme settings the page supplies (storefront-shell.md §3, S-3-33): where an add to cart goes after it
 * succeeds (`add_to_cart_options_single`), whether the product page adds through a script call or a plain
 * form post (`single_product_ajax_add_to_cart`), and whether shop cards offer a quick view
 * (`shop_quick_view_enable`). Browser code reads this module, so it holds no schema (see
 * theme-settings-schema.ts for the stored document's check).
 */
import type { ProductCard } from "../catalog/types.ts";

export const THEME_SETTINGS_KEY = "theme";

/** Stay on the page (the mini-cart opens), or go on to the cart, or to checkout. */
export const ADD_TO_CART_OPTIONS = ["in-place", "cart", "checkout"] as const;
export type AddToCartOption = (typeof ADD_TO_CART_OPTIONS)[number];

export type ThemeSettings = {
  add_to_cart_options_single: AddToCartOption;
  single_product_ajax_add_to_cart: boolean;
  shop_quick_view_enable: boolean;
};

export const THEME_SETTINGS_DEFAULTS: ThemeSettings = {
  add_to_cart_options_single: "in-place",
  single_product_ajax_add_to_cart: true,
  shop_quick_view_enable: true,
};

export const CART_PATH = "/cart";
export const CHECKOUT_PATH = "/checkout";

/**
 * Where the shopper goes after a successful add: null to stay (the page shows the outcome), or the cart or
 * checkout by the setting. Buy now always goes to checkout.
 */
export function destinationAfterAdd(option: AddToCartOption, intent: "add-to-cart" | "buy-now" = "add-to-cart"): string | null {
  if (intent === "buy-now") return CHECKOUT_PATH;
  if (option === "cart") return CART_PATH;
  if (option === "checkout") return CHECKOUT_PATH;
  return null;
}

/**
 * What a product card offers to buy it: a simple product in stock adds from the card; a variable one links
 * to its page to choose options (and opens the quick view when the shop has it on); a grouped one links to
 * its page to choose quantities; anything sold out links to its page to read more.
 */
export type CardPurchase = { kind: "add" } | { kind: "options"; quickView: boolean } | { kind: "choose-products" } | { kind: "read-more" };

export function cardPurchase(card: Pick<ProductCard, "type" | "stockStatus">, quickViewEnabled: boolean): CardPurchase {
  if (card.stockStatus === "outofstock") return { kind: "read-more" };
  if (card.type === "simple") return { kind: "add" };
  if (card.type === "variable") return { kind: "options", quickView: quickViewEnabled };
  return { kind: "choose-products" };
}
