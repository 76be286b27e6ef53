import type { OrderTotals } from "../../../domain/checkout/order-totals.ts";
import type { orders } from "../../db/schema/index.ts";

/** The totals an order row records, under the `orders` table's column names. */
export type OrderTotalsColumns = Pick<
  typeof orders.$inferSelect,
  "subtotal" | "discountTotal" | "shippingTotal" | "shippingTax" | "taxTotal" | "total" | "pricesIncludeTax"
>;

/**
 * The order-level figures of computed totals, as the `orders` row stores them (and as a quote shows them):
 * the per-line figures, the coupons and the free-shipping flag are left out. Checkout and the demo seed
 * write orders through this, so both record the same columns.
 */
export function orderTotalsColumns(totals: Omit<OrderTotals, "lines" | "coupons" | "freeShipping">): OrderTotalsColumns {
  return {
    subtotal: totals.subtotal,
    discountTotal: totals.discountTotal,
    shippingTotal: totals.shippingTotal,
    shippingTax: totals.shippingTax,
    taxTotal: totals.taxTotal,
    total: totals.total,
    pricesIncludeTax: totals.pricesIncludeTax,
  };
}
