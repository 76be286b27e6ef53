// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { inRouter } from "../catalog/test-router.tsx";
import { CheckoutCoupon } from "./checkout-coupon.tsx";

afterEach(cleanup);

const PENDING = "Applies if your e-mail address qualifies";

describe("CheckoutCoupon with a coupon for certain e-mail addresses", () => {
  it("S-2-52 lists the pending coupon among the applied ones with its note, removable, after the counted ones", () => {
    const quote = {
      coupons: [{ code: "welcome10", discount: 340, freeShipping: false }],
      couponProblems: [],
      pendingCoupons: [{ code: "team20", message: PENDING }],
    };
    render(inRouter(<CheckoutCoupon quote={quote} />, "/checkout"));
    const applied = screen.getByRole("list", { name: "Applied coupons" });
    const items = within(applied).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.replace(/\s+/g, " ").trim())).toEqual([
      "Coupon: welcome10 −€3.40 [Remove]",
      `Coupon: team20 ${PENDING} [Remove]`,
    ]);
    expect(within(items[1]!).getByRole("button", { name: "Remove coupon team20" })).toBeTruthy();
  });
});
