import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coupon } from "../../../domain/cart/coupon-testing.ts";
import { computeOrderTotals } from "../../../domain/checkout/order-totals.ts";
import { DEMO_TAX_SETTINGS } from "../../../domain/checkout/tax.ts";
import { orders } from "../../db/schema/index.ts";
import { orderTotalsColumns } from "./order-totals-columns.ts";

describe("orderTotalsColumns", () => {
  const totals = computeOrderTotals({
    lines: [{ lineKey: "a", productId: 1, categoryIds: [], onSale: false, unitPrice: 2000, quantity: 2 }],
    coupons: [coupon("percent", 1000)],
    shippingCost: 495,
    tax: { ...DEMO_TAX_SETTINGS, pricesIncludeTax: false },
    country: "IE",
  });

  it("keeps the order-level figures and leaves out the lines, the coupons and the free-shipping flag", () => {
    expect(orderTotalsColumns(totals)).toEqual({
      subtotal: 4000,
      discountTotal: 400,
      shippingTotal: 495,
      shippingTax: totals.shippingTax,
      taxTotal: totals.taxTotal,
      total: 4000 - 400 + 495 + totals.taxTotal,
      pricesIncludeTax: false,
    });
    expect(totals.shippingTax).toBeGreaterThan(0);
  });

  it("names only columns of the orders table", () => {
    const columns = Object.keys(getTableColumns(orders));
    for (const key of Object.keys(orderTotalsColumns(totals))) expect(columns).toContain(key);
  });
});
