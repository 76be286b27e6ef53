import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("search", "routes/search.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("product/:slug/reviews", "routes/product-reviews.tsx"),
  route("cart", "routes/cart.tsx"),
  // The layout only carries the coupon block's one-time notice (see the module).
  layout("routes/checkout-coupon-notice.tsx", { id: "checkout-coupon-notice" }, [route("checkout", "routes/checkout.tsx")]),
  route("checkout/coupon", "routes/checkout-coupon.tsx"),
  route("checkout/order-received/:id", "routes/order-received.tsx"),
  route("about", "routes/about.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
