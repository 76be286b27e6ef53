import { Outlet } from "react-router";
import { takeCouponNotice } from "../lib/checkout-coupon.server.ts";
import { applyReferralCoupon } from "../lib/referral-coupon.server.ts";
import type { Route } from "./+types/checkout-coupon-notice";

/**
 * A layout around /checkout with one job: hand the coupon block the one-time outcome of its last post
 * (routes/checkout-coupon.tsx) and clear it. Kept out of the checkout route so the coupon block needs
 * nothing from the checkout form's loader, and the notice survives the checkout form remounting when its
 * loader data changes. It also tells of a referral link's coupon that opening the checkout put on the cart
 * (the checkout's loader waits for the same, once-per-request attempt before pricing).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const referral = await applyReferralCoupon(context.ctx);
  return { couponNotice: takeCouponNotice(context.ctx) ?? referral };
}

export default function CheckoutCouponNotice() {
  return <Outlet />;
}
