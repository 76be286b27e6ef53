/**
 * Who may use each page and each API endpoint. Every route in app/routes.ts and every Fastify route under
 * /api has an entry; route-access.test.ts fails for a route without one, so a new route cannot slip in
 * unconsidered. "session-owner" means a call about the caller's own session (its nonce, on the API).
 */
export type Access = "public" | "session-owner" | "customer" | "admin" | "staff";

/**
 * The merchant admin: every route module under app/routes/admin/ and every API route under /api/admin/ is
 * "staff": each of its loaders, actions and handlers asks its own named staff rule (access.ts), and the
 * role test (route-refusals.test.ts) holds every one of them to it without being told about it.
 */
export const ADMIN_PAGE_PREFIX = "routes/admin/";
export const ADMIN_API_PREFIX = "/api/admin/";

/** The access of a page module: the admin's by folder, any other by its entry in PAGE_ACCESS. */
export function pageAccessOf(file: string): Access | undefined {
  if (file.startsWith(ADMIN_PAGE_PREFIX)) return "staff";
  return (PAGE_ACCESS as Record<string, Access>)[file];
}

/** The access of an API route by its access key (`GET /api/cart`): the admin's by prefix, any other by API_ACCESS. */
export function apiAccessOf(key: string): Access | undefined {
  if (key.split(" ")[1]?.startsWith(ADMIN_API_PREFIX)) return "staff";
  return (API_ACCESS as Record<string, Access>)[key];
}

export const PAGE_ACCESS = {
  "root.tsx": "public",
  "routes/home.tsx": "public",
  "routes/shop.tsx": "public",
  "routes/category.tsx": "public",
  "routes/tag.tsx": "public",
  "routes/attribute-term.tsx": "public",
  "routes/search.tsx": "public",
  "routes/product.tsx": "session-owner",
  "routes/product-reviews.tsx": "public",
  "routes/cart.tsx": "session-owner",
  "routes/cart-add.tsx": "session-owner",
  "routes/checkout-coupon-notice.tsx": "session-owner",
  "routes/checkout.tsx": "session-owner",
  "routes/checkout-coupon.tsx": "session-owner",
  "routes/order-received.tsx": "public",
  // Guarded by the order's key (and, for an account's order, by that customer), as the order-received page is.
  "routes/order-pay.tsx": "public",
  // The test gateway's stand-in for the bank's page: its long random payment reference is its key.
  "routes/payment-challenge.tsx": "public",
  "routes/account-login.tsx": "public",
  "routes/account-lost-password.tsx": "public",
  "routes/account-reset-password.tsx": "public",
  "routes/account-logout.tsx": "session-owner",
  "routes/account-layout.tsx": "customer",
  "routes/account-dashboard.tsx": "customer",
  "routes/account-details.tsx": "customer",
  "routes/account-orders.tsx": "customer",
  "routes/account-downloads.tsx": "customer",
  // The order's customer (signed in), or a guest holding the access key and the order's key: the downloads service decides.
  "routes/download.ts": "customer",
  "routes/account-order.tsx": "customer",
  "routes/account-addresses.tsx": "customer",
  "routes/account-address-edit.tsx": "customer",
  // Any signed-in customer: an affiliate gets their own dashboard, anyone else the application.
  "routes/account-affiliate.tsx": "customer",
  // A guest with the order's key may open its documents too: the documents service decides; without a key, log in.
  "routes/account-order-document.ts": "customer",
  // The page asking to issue an invoice or credit note: the same rule as the document's own.
  "routes/account-order-document-issue.tsx": "customer",
  // The affiliate it belongs to, or staff who manage affiliates: the affiliates service decides (others: 404).
  "routes/account-affiliate-statement.ts": "customer",
  "routes/store-notice-dismiss.tsx": "public",
  "routes/dev-mailbox.tsx": "admin",
  "routes/about.tsx": "public",
  // Anyone, but only while no account is an administrator (the accounts service decides): 404 afterwards.
  "routes/setup.tsx": "public",
  "routes/palette.tsx": "public",
  "routes/not-found.tsx": "public",
} as const satisfies Record<string, Access>;

export const API_ACCESS = {
  "GET /api/health": "public",
  "GET /api/categories": "public",
  "GET /api/products": "public",
  "GET /api/products/:slug": "public",
  "GET /api/products/*": "public",
  "POST /api/products/:id/variation": "public",
  "GET /api/cart": "session-owner",
  "POST /api/cart/items": "session-owner",
  "PATCH /api/cart/items/:key": "session-owner",
  "DELETE /api/cart/items/:key": "session-owner",
  "POST /api/cart/items/:key/restore": "session-owner",
  "POST /api/cart/clear-removed": "session-owner",
  "POST /api/cart/coupons": "session-owner",
  "DELETE /api/cart/coupons/:code": "session-owner",
  "GET /api/checkout/quote": "session-owner",
  "POST /api/checkout": "session-owner",
  "POST /api/checkout/email-check": "session-owner",
  "POST /api/nonce": "session-owner",
  "POST /api/auth/register": "session-owner",
  "POST /api/auth/login": "session-owner",
  // The provider's server calls it; its signature, checked by the payment service, is the proof.
  "POST /api/payments/webhooks/test-gateway": "public",
  "POST /api/auth/logout": "session-owner",
  "POST /api/auth/password-reset": "session-owner",
  "POST /api/auth/password-reset/confirm": "session-owner",
  "GET /api/settings/checkout": "admin",
  "PUT /api/settings/checkout": "admin",
  "GET /api/settings/shipping": "admin",
  "PUT /api/settings/shipping": "admin",
  "GET /api/settings/tax": "admin",
  "PUT /api/settings/tax": "admin",
  "GET /api/settings/payments": "admin",
  "PUT /api/settings/payments": "admin",
  "GET /api/settings/palette": "admin",
  "PUT /api/settings/palette": "admin",
  "GET /api/settings/header": "admin",
  "PUT /api/settings/header": "admin",
  "GET /api/menus": "admin",
  "GET /api/menus/:location": "admin",
  "PUT /api/menus/:location": "admin",
  "POST /api/store-notice/dismiss": "session-owner",
  "GET /api/settings/store-notice": "admin",
  "PUT /api/settings/store-notice": "admin",
  "GET /api/settings/coming-soon": "admin",
  "PUT /api/settings/coming-soon": "admin",
  "POST /api/affiliate/settings": "customer",
  "POST /api/affiliate/payouts": "customer",
  "GET /api/affiliate/chart": "customer",
  "GET /api/affiliate/orders.csv": "customer",
  "POST /api/affiliate/apply": "customer",
  "* /api/*": "public",
} as const satisfies Record<string, Access>;
