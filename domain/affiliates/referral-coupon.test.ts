import { describe, expect, it } from "vitest";
import { DAY_MS } from "./ledger.ts";
import { REFERRAL_COUPON_COOKIE, referralCouponMarker, referralCouponPending, shouldApplyReferralCoupon, type ReferralCouponInput } from "./referral-coupon.ts";
import { REFERRAL_COOKIE } from "./referral-cookie.ts";

const now = new Date("2026-11-27T10:00:00Z");
const referral = { code: "priya", at: new Date(now.getTime() - 2 * DAY_MS) };
const base: ReferralCouponInput = { referral, marker: null, now, referralDays: 30, cart: { items: 1, coupons: 0 } };

describe("the referral link's coupon", () => {
  it("has its own cookie, apart from the referral's", () => {
    expect(REFERRAL_COUPON_COOKIE).not.toBe(REFERRAL_COOKIE);
  });

  it("marks a referral by its code and the second it was followed", () => {
    expect(referralCouponMarker(referral)).toBe(`priya.${Math.floor(referral.at.getTime() / 1000)}`);
  });

  it.each<[string, Partial<ReferralCouponInput>, boolean]>([
    ["a fresh referral and a cart with a line and no coupon", {}, true],
    ["no referral", { referral: null }, false],
    ["a referral older than the programme's days", { referral: { code: "priya", at: new Date(now.getTime() - 31 * DAY_MS) } }, false],
    ["a referral exactly the programme's days old", { referral: { code: "priya", at: new Date(now.getTime() - 30 * DAY_MS) } }, true],
    ["a referral dated in the future", { referral: { code: "priya", at: new Date(now.getTime() + DAY_MS) } }, false],
    ["the coupon already applied for this referral", { marker: referralCouponMarker(referral) }, false],
    ["a marker of an earlier referral (a new link followed since)", { marker: "priya.1700000000" }, true],
    ["a marker of another affiliate's referral", { marker: `lukas.${Math.floor(referral.at.getTime() / 1000)}` }, true],
    ["no cart", { cart: null }, false],
    ["an empty cart", { cart: { items: 0, coupons: 0 } }, false],
    ["a cart with a coupon already", { cart: { items: 2, coupons: 1 } }, false],
  ])("%s → %s", (_, change, expected) => {
    expect(shouldApplyReferralCoupon({ ...base, ...change })).toBe(expected);
  });

  it("is pending without a cart to look at, so the edges read one only when it may apply", () => {
    expect(referralCouponPending(referral, null, now, 30)).toBe(true);
    expect(referralCouponPending(referral, referralCouponMarker(referral), now, 30)).toBe(false);
    expect(referralCouponPending(null, null, now, 30)).toBe(false);
  });
});
