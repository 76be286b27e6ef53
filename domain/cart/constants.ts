/**
 * Cart, mini-cart and checkout timings named after storefront-shell.md §4/§9 and the cart-fragment
 * expiry of product-page-and-widgets.md §4/§9. Milliseconds.
 */

/** S-4-74: a mini-cart quantity is sent once typing has paused this long. */
export const MINI_CART_QUANTITY_DEBOUNCE_MS = 500;
/** S-4-75: the mini-cart loading state is cleared this long after the request. */
export const MINI_CART_LOADING_CLEAR_MS = 500;
/** S-5-17: a changed cart-page quantity updates the cart after this long without another change. */
export const CART_AUTO_UPDATE_DELAY_MS = 1000;
/** S-7-18: the checkout "does this e-mail have an account" check waits this long after typing. */
export const CHECKOUT_EMAIL_CHECK_DEBOUNCE_MS = 300;
/** P-4-175: a stored cart is trusted for under 24 hours (864e5 ms). */
export const CART_FRAGMENTS_MAX_AGE_MS = 86_400_000;
/** P-4-179: the cart is refreshed from the server again every 24 hours. */
export const CART_FRAGMENTS_REFRESH_INTERVAL_MS = 86_400_000;
/**
 * P-7-20: how long the browser waits for `GET /api/cart` before it treats the refresh as failed (the
 * origin's configured request timeout). Generous: a slow answer is still better than none, but a hung one
 * must not keep the stored cart's refresh pending for ever.
 */
export const CART_REFRESH_TIMEOUT_MS = 5000;
