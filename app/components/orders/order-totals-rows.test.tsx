// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { OrderTotalsView } from "../../lib/account-view.ts";
import { OrderTotalsRows } from "./order-totals-rows.tsx";

afterEach(cleanup);

const rows = (totals: OrderTotalsView) => {
  const { container } = render(
    <table>
      <tfoot>
        <OrderTotalsRows totals={totals} />
      </tfoot>
    </table>,
  );
  return [...container.querySelectorAll("tr")].map((tr) => [...tr.children].map((cell) => cell.textContent));
};

const totals: OrderTotalsView = {
  subtotal: 6000,
  discountTotal: 0,
  shippingTotal: 495,
  taxTotal: 1215,
  total: 6495,
  currency: "EUR",
  shippingMethodTitle: "Standard delivery",
};

describe("OrderTotalsRows", () => {
  it("lists subtotal, shipping with its method, the tax included and the total", () => {
    expect(rows(totals)).toEqual([
      ["Subtotal", "€60.00"],
      ["Shipping", "€4.95 via Standard delivery"],
      ["Tax (included)", "€12.15"],
      ["Total", "€64.95"],
    ]);
  });

  it("adds the discount row only when there is a discount, and shipping without a method stands alone", () => {
    const discounted = rows({ ...totals, discountTotal: 600, total: 5895, shippingMethodTitle: null });
    expect(discounted[1]).toEqual(["Discount", "−€6.00"]);
    expect(discounted[2]).toEqual(["Shipping", "€4.95"]);
  });
});
