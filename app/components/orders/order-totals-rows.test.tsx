// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { orderSummary, type OrderFigures } from "../../../domain/checkout/order-summary.ts";
import { OrderTotalsRows } from "./order-totals-rows.tsx";

afterEach(cleanup);

const rows = (figures: OrderFigures) => {
  const { container } = render(
    <table>
      <tfoot>
        <OrderTotalsRows totals={{ currency: "EUR", rows: orderSummary(figures).rows }} />
      </tfoot>
    </table>,
  );
  return [...container.querySelectorAll("tr")].map((tr) => [...tr.children].map((cell) => cell.textContent));
};

const figures: OrderFigures = {
  lines: [{ name: "Mug", quantity: 2, subtotal: 6000 }],
  subtotal: 6000,
  coupons: [],
  discountTotal: 0,
  shippingTotal: 495,
  shippingMethodTitle: "Standard delivery",
  taxTotal: 1215,
  pricesIncludeTax: true,
  total: 6495,
};

describe("OrderTotalsRows", () => {
  it("lists subtotal, shipping with its method, the tax included and the total", () => {
    expect(rows(figures)).toEqual([
      ["Subtotal", "€60.00"],
      ["Shipping", "€4.95 via Standard delivery"],
      ["Tax (included)", "€12.15"],
      ["Total", "€64.95"],
    ]);
  });

  it("adds a row per coupon, shows free shipping as free, and tax added on top as plain tax", () => {
    const discounted = rows({
      ...figures,
      coupons: [{ code: "welcome10", discount: 600 }],
      discountTotal: 600,
      shippingTotal: 0,
      shippingMethodTitle: "Free shipping",
      pricesIncludeTax: false,
      total: 6615,
    });
    expect(discounted).toEqual([
      ["Subtotal", "€60.00"],
      ["Coupon: welcome10", "−€6.00"],
      ["Shipping", "Free via Free shipping"],
      ["Tax", "€12.15"],
      ["Total", "€66.15"],
    ]);
  });

  it("after a refund, shows what went back with a minus sign and the net total after the total", () => {
    expect(rows({ ...figures, refundedTotal: 1000 }).slice(-3)).toEqual([
      ["Total", "€64.95"],
      ["Refunded", "−€10.00"],
      ["Net total", "€54.95"],
    ]);
  });
});
