import { DAY_MS } from "../../domain/affiliates/ledger.ts";
import { referralFromCookieHeader } from "../../domain/affiliates/referral-cookie.ts";
import { REFERRAL_COUPON_COOKIE, referralCouponMarker, referralCouponPending, shouldApplyReferralCoupon } from "../../domain/affiliates/referral-coupon.ts";
import { checkoutSessionOf } from "../../server/http/checkout-email.ts";
import { cookieValue } from "../../server/http/flash.ts";
import type { RequestContext } from "../../server/http/request-context.ts";
import type { CouponNotice } from "./cart-view.ts";
import { isServiceError } from "./service-errors.server.ts";

const attempts = new WeakMap<RequestContext, Promise<CouponNotice | null>>();

/**
 * Puts the referral link's coupon on the cart when the cart or the checkout opens
 * (domain/affiliates/referral-coupon.ts), once per request however many loaders ask: the notice to show
 * ("Coupon code applied successfully."), or null when there was nothing to apply. A coupon the cart does
 * not qualify for (minimum spend, expired, used up) is left off without a word, and tried again on a later
 * visit; once applied, a cookie remembers it for this referral so that removing it sticks.
 */
export function applyReferralCoupon(ctx: RequestContext): Promise<CouponNotice | null> {
  let attempt = attempts.get(ctx);
  if (!attempt) {
    attempt = attemptReferralCoupon(ctx);
    attempts.set(ctx, attempt);
  }
  return attempt;
}

async function attemptReferralCoupon(ctx: RequestContext): Promise<CouponNotice | null> {
  const cookies = ctx.header("cookie");
  const referral = referralFromCookieHeader(cookies);
  if (!referral) return null;
  const session = await ctx.session();
  if (!session) return null;
  const { services } = ctx;
  const marker = cookieValue(cookies, REFERRAL_COUPON_COOKIE) ?? null;
  const { referralDays } = await services.affiliates.programme();
  const now = new Date();
  if (!referralCouponPending(referral, marker, now, referralDays)) return null;
  const checkoutSession = checkoutSessionOf(session, ctx);
  const quote = await services.checkout.quote(checkoutSession);
  const cart = { items: quote.cart.items.length, coupons: quote.coupons.length + quote.couponProblems.length + quote.pendingCoupons.length };
  if (!shouldApplyReferralCoupon({ referral, marker, now, referralDays, cart })) return null;
  const code = await services.affiliates.referralCoupon(referral.code);
  if (!code) return null;
  try {
    const { message } = await services.checkout.applyCoupon(checkoutSession, code);
    ctx.cookies.set(REFERRAL_COUPON_COOKIE, referralCouponMarker(referral), { path: "/", maxAgeSeconds: Math.round((referralDays * DAY_MS) / 1000) });
    return { kind: "success", text: message };
  } catch (error) {
    if (isServiceError(error)) return null;
    throw error;
  }
}
