/**
 * Every route module that takes a post, and the end-to-end specs that post its forms in a browser. CI runs
 * these specs a second time against a real PostgreSQL server (E2E_FORM_JOURNEYS in playwright.config.ts),
 * where a form's body has to survive an action's database round trips; a test (`scripts/form-routes.test.ts`)
 * fails when a route with an action is missing here, so a new form cannot go unproved on the production engine.
 *
 * A route whose action reads no form names no spec and says why; one that no journey can reach on the demo
 * shop names the integration test (run on PostgreSQL in CI too) that posts its form instead.
 */
type FormProof = readonly string[] | { readsNoForm: string } | { integrationTest: string; why: string };

export const FORM_ROUTE_SPECS: Record<string, FormProof> = {
  "account-address-edit.tsx": ["account.spec.ts"],
  "account-affiliate.tsx": ["affiliate-payouts.spec.ts", "affiliate-settings.spec.ts"],
  "account-details.tsx": ["account.spec.ts"],
  "account-login.tsx": ["account.spec.ts"],
  "account-logout.tsx": ["account.spec.ts"],
  "account-lost-password.tsx": ["account.spec.ts"],
  "account-order-document.ts": ["documents-access.spec.ts"],
  "account-reset-password.tsx": ["account.spec.ts"],
  "admin/affiliates/detail.tsx": ["admin-affiliates.spec.ts"],
  "admin/affiliates/payouts.tsx": ["admin-affiliates.spec.ts"],
  "admin/coupons/edit.tsx": ["admin-coupons.spec.ts"],
  "admin/coupons/new.tsx": ["admin-coupons.spec.ts"],
  "admin/customers/detail.tsx": ["admin-customers.spec.ts"],
  "admin/orders/detail.tsx": ["admin-orders.spec.ts"],
  "admin/orders/new.tsx": ["admin-orders.spec.ts"],
  "admin/product-editor/downloads.tsx": ["downloads.spec.ts"],
  "admin/product-editor/edit.tsx": ["admin-product-editor.spec.ts"],
  "admin/product-editor/new.tsx": ["admin-product-editor.spec.ts"],
  "admin/products/import.tsx": ["admin-products.spec.ts"],
  "admin/products/job.tsx": ["admin-products.spec.ts"],
  "admin/products/list.tsx": ["admin-products.spec.ts"],
  "admin/settings/group.tsx": ["admin-settings.spec.ts"],
  "admin/settings/menu-edit.tsx": ["admin-settings.spec.ts"],
  "admin/staff/list.tsx": ["admin-staff.spec.ts"],
  "admin/taxonomy/attribute.tsx": ["admin-taxonomy.spec.ts"],
  "admin/taxonomy/attributes.tsx": ["admin-taxonomy.spec.ts"],
  "admin/taxonomy/categories.tsx": ["admin-taxonomy.spec.ts"],
  "admin/taxonomy/reviews.tsx": ["admin-taxonomy.spec.ts"],
  "cart-add.tsx": ["listing-add-to-cart.spec.ts", "no-javascript.spec.ts"],
  "cart.tsx": ["cart-page.spec.ts", "no-javascript.spec.ts"],
  "checkout-coupon.tsx": ["coupons.spec.ts"],
  "checkout.tsx": ["checkout.spec.ts", "no-javascript.spec.ts"],
  "not-found.tsx": { readsNoForm: "a post to an unknown address answers 404 before any form is read" },
  "order-pay.tsx": ["pay-for-order.spec.ts"],
  "palette.tsx": ["palette.spec.ts"],
  "payment-challenge.tsx": ["pay-for-order.spec.ts"],
  "product-reviews.tsx": ["product-tabs-reviews.spec.ts"],
  "product.tsx": ["product-add-to-cart.spec.ts", "no-javascript.spec.ts"],
  "setup.tsx": { integrationTest: "app/routes/setup.db.test.ts", why: "it answers only a shop with no administrator, and the demo has one" },
  "store-notice-dismiss.tsx": ["store-notice.spec.ts"],
};

/** The specs that prove the forms, each once, in a stable order. */
export function formSpecs(): string[] {
  const specs = Object.values(FORM_ROUTE_SPECS).flatMap((entry) => ("length" in entry ? entry : []));
  return [...new Set(specs)].sort();
}
