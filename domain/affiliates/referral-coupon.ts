/**
 * The referral link's coupon: a shopper who arrived through `?ref=<code>` finds the affiliate's coupon on
 * their cart when they open the cart or the checkout. Once per referral: a second cookie remembers which
 * referral (the referral cookie's own value, code and time) the coupon was put on the cart for, so a
 * shopper who removes it keeps it removed, and a later link (a new time) may offer it again.
 */
import { DAY_MS } from "./ledger.ts";
import { referralCookieValue } from "./referral-cookie.ts";

export const REFERRAL_COUPON_COOKIE = "vitrine_ref_coupon";

export type Referral = { code: string; at: Date };

/** The value the applied-marker cookie holds for a referral. */
export function referralCouponMarker(referral: Referral): string {
  return referralCookieValue(referral.code, referral.at);
}

/**
 * Whether a remembered referral may still bring its coupon: it is within the programme's days and its
 * coupon has not been put on the cart for it yet. Needs no cart, so the edges check it before reading one.
 */
export function referralCouponPending(referral: Referral | null, marker: string | null, now: Date, referralDays: number): referral is Referral {
  if (!referral) return false;
  const age = now.getTime() - referral.at.getTime();
  if (age < 0 || age > referralDays * DAY_MS) return false;
  return marker !== referralCouponMarker(referral);
}

export type ReferralCouponInput = {
  referral: Referral | null;
  /** The applied-marker cookie's value, or null. */
  marker: string | null;
  now: Date;
  referralDays: number;
  /** The cart as it is: lines, and coupons on it (applied or refused alike: the shopper's own choice stands). */
  cart: { items: number; coupons: number } | null;
};

/** Whether to put the referral's coupon on the cart now: pending, and a cart with lines and no coupon yet. */
export function shouldApplyReferralCoupon(input: ReferralCouponInput): boolean {
  if (!referralCouponPending(input.referral, input.marker, input.now, input.referralDays)) return false;
  return input.cart !== null && input.cart.items > 0 && input.cart.coupons === 0;
}
