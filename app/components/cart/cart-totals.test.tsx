// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CartTotalsView } from "../../lib/cart-view.ts";
import { inRouter } from "../catalog/test-router.tsx";
import { CartTotals } from "./cart-totals.tsx";

afterEach(cleanup);

const PENDING = "Applies if your e-mail address qualifies";
const NOT_FOR_YOUR_EMAIL = 'Sorry, coupon "team20" is not for your e-mail address. Please enter an e-mail address it allows.';

/** A €34.00 cart to Ireland with `welcome10` counted and `team20` (for certain e-mail addresses) waiting for the shopper's e-mail. */
const totals: CartTotalsView = {
  subtotal: 3400,
  coupons: [{ code: "welcome10", discount: 340, freeShipping: false }],
  couponProblems: [],
  pendingCoupons: [{ code: "team20", message: PENDING }],
  needsShipping: true,
  shipping: { id: "flat", title: "Standard delivery", cost: 495 },
  shippingMethods: [{ id: "flat", title: "Standard delivery", cost: 495 }],
  destination: null,
  country: "IE",
  taxTotal: 589,
  shippingTax: 93,
  taxRows: [],
  pricesIncludeTax: true,
  total: 3555,
};

describe("CartTotals with a coupon for certain e-mail addresses", () => {
  it("S-2-46 lists the pending coupon with its note and a remove button, and counts only the other coupon's discount", () => {
    render(inRouter(<CartTotals totals={totals} items={[]} sticky={false} />, "/cart"));
    const rows = screen.getAllByTestId("cart-coupon");
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, " ").trim())).toEqual(["Coupon: welcome10−€3.40 [Remove]", `Coupon: team20${PENDING} [Remove]`]);
    expect(rows[1]).toHaveProperty("className", "cart-totals__coupon cart-totals__coupon--pending");
    expect(within(rows[1]!).getByRole("button", { name: "Remove coupon team20" })).toBeTruthy();
    expect(screen.getByTestId("cart-total").textContent).toBe("€35.55");
  });

  it("a refused one shows why instead, marked as refused", () => {
    const refused = { ...totals, pendingCoupons: [], couponProblems: [{ code: "team20", message: NOT_FOR_YOUR_EMAIL }] };
    render(inRouter(<CartTotals totals={refused} items={[]} sticky={false} />, "/cart"));
    const row = screen.getAllByTestId("cart-coupon")[1]!;
    expect(row.className).toContain("cart-totals__coupon--refused");
    expect(row.textContent).toContain(NOT_FOR_YOUR_EMAIL);
    expect(row.textContent).not.toContain(PENDING);
  });
});
