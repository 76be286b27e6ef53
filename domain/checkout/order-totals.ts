/**
 * An order's totals from its lines, coupons, chosen shipping and tax settings, in minor units.
 * Exclusive prices: total = subtotal − discounts + shipping + tax. Inclusive prices: the tax is already
 * inside the other figures, so total = subtotal − discounts + shipping and taxTotal says how much of it
 * is tax. Every figure is a whole, non-negative number.
 */
import type { Coupon } from "../cart/coupons.ts";
import { applyCoupons, type CouponDiscount, type DiscountLine } from "../cart/discounts.ts";
import { computeTax, type TaxSettings } from "./tax.ts";

export type OrderTotalsInput = {
  lines: readonly DiscountLine[];
  coupons: readonly Coupon[];
  /** Cost of the chosen shipping method (0 when none is needed or chosen). */
  shippingCost: number;
  tax: TaxSettings;
  country: string | null | undefined;
};

/** `taxRate`: the basis points the line was taxed at (recorded on the order line, for documents' tax per rate). */
export type OrderLineTotals = { lineKey: string; subtotal: number; discount: number; total: number; tax: number; taxRate: number };

export type OrderTotals = {
  lines: OrderLineTotals[];
  coupons: CouponDiscount[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  shippingTax: number;
  taxTotal: number;
  total: number;
  pricesIncludeTax: boolean;
  /** A free-shipping coupon is applied; shipping.ts decides what that unlocks. */
  freeShipping: boolean;
};

export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const discounts = applyCoupons(input.lines, input.coupons);
  const shippingTotal = Math.max(0, input.shippingCost);
  const tax = computeTax({ settings: input.tax, country: input.country, lineAmounts: discounts.lines.map((line) => line.total), shipping: shippingTotal });
  const lines = discounts.lines.map((line, i) => ({ ...line, tax: tax.lineTaxes[i] ?? 0, taxRate: tax.rate }));
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const afterDiscounts = subtotal - discounts.discountTotal + shippingTotal;
  return {
    lines,
    coupons: discounts.coupons,
    subtotal,
    discountTotal: discounts.discountTotal,
    shippingTotal,
    shippingTax: tax.shippingTax,
    taxTotal: tax.taxTotal,
    total: input.tax.pricesIncludeTax ? afterDiscounts : afterDiscounts + tax.taxTotal,
    pricesIncludeTax: input.tax.pricesIncludeTax,
    freeShipping: discounts.freeShipping,
  };
}

/** What the order-review panel lists as "Subtotal after discounts" and what free shipping thresholds see. */
export function subtotalAfterDiscounts(totals: Pick<OrderTotals, "subtotal" | "discountTotal">): number {
  return totals.subtotal - totals.discountTotal;
}
