import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { affiliatesRoutes } from "./routes/admin/affiliates/routes.ts";
import { auditRoutes } from "./routes/admin/audit/routes.ts";
import { couponsRoutes } from "./routes/admin/coupons/routes.ts";
import { customersRoutes } from "./routes/admin/customers/routes.ts";
import { ordersRoutes } from "./routes/admin/orders/routes.ts";
import { productEditorRoutes } from "./routes/admin/product-editor/routes.ts";
import { productsRoutes } from "./routes/admin/products/routes.ts";
import { settingsRoutes } from "./routes/admin/settings/routes.ts";
import { staffRoutes } from "./routes/admin/staff/routes.ts";
import { taxonomyRoutes } from "./routes/admin/taxonomy/routes.ts";
import { documentsRoutes } from "./routes/admin/documents/routes.ts";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("tag/:slug", "routes/tag.tsx"),
  route("attribute/:attribute/:term", "routes/attribute-term.tsx"),
  route("search", "routes/search.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("product/:slug/reviews", "routes/product-reviews.tsx"),
  route("cart", "routes/cart.tsx"),
  route("cart/add", "routes/cart-add.tsx"),
  // The layout only carries the coupon block's one-time notice (see the module).
  layout("routes/checkout-coupon-notice.tsx", { id: "checkout-coupon-notice" }, [route("checkout", "routes/checkout.tsx")]),
  route("checkout/coupon", "routes/checkout-coupon.tsx"),
  route("checkout/order-received/:id", "routes/order-received.tsx"),
  route("checkout/order-pay/:id", "routes/order-pay.tsx"),
  route("payments/test-gateway/challenge/:ref", "routes/payment-challenge.tsx"),
  route("account/login", "routes/account-login.tsx"),
  route("account/lost-password", "routes/account-lost-password.tsx"),
  route("account/reset-password", "routes/account-reset-password.tsx"),
  route("account/logout", "routes/account-logout.tsx"),
  // An order document as a file (HTML, or PDF as `:kind.pdf`): no layout, answered whole.
  route("account/orders/:orderId/documents/:kind", "routes/account-order-document.ts"),
  // An invoice or credit note without its number yet: the page that asks to issue it, in the shop's layout.
  route("account/orders/:orderId/documents/:kind/issue", "routes/account-order-document-issue.tsx"),
  // A payout's statement as a file (HTML, or PDF as `statement.pdf`): no layout either.
  route("account/affiliate/payouts/:payoutId/:file", "routes/account-affiliate-statement.ts"),
  // A purchased file, streamed whole: no layout.
  route("downloads/:key", "routes/download.ts"),
  layout("routes/account-layout.tsx", [
    route("account", "routes/account-dashboard.tsx"),
    route("account/details", "routes/account-details.tsx"),
    route("account/orders", "routes/account-orders.tsx"),
    route("account/downloads", "routes/account-downloads.tsx"),
    route("account/orders/:id", "routes/account-order.tsx"),
    route("account/addresses", "routes/account-addresses.tsx"),
    route("account/addresses/:kind", "routes/account-address-edit.tsx"),
    route("account/affiliate", "routes/account-affiliate.tsx"),
  ]),
  route("store-notice/dismiss", "routes/store-notice-dismiss.tsx"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("about", "routes/about.tsx"),
  // The first administrator of a shop started without the demo: 404 once there is one.
  route("setup", "routes/setup.tsx"),
  // The merchant admin: its own layout, every module under routes/admin/ guarded by its named rule.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    ...productsRoutes,
    ...productEditorRoutes,
    ...taxonomyRoutes,
    ...ordersRoutes,
    ...customersRoutes,
    ...couponsRoutes,
    ...affiliatesRoutes,
    ...settingsRoutes,
    ...staffRoutes,
    ...auditRoutes,
    ...documentsRoutes,
  ]),
  route("palette", "routes/palette.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
