/**
 * An order's totals from its lines, coupons, chosen shipping and tax settings, in minor units.
 * Exclusive prices: total = subtotal − discounts + shipping + tax. Inclusive prices: the tax is already
 * inside the other figures, so total = subtotal − discounts + shipping and taxTotal says how much of it
 * is tax. Every figure is a whole, non-negative number. Tax comes from domain/tax's engine: each line at
 * its tax class's rates for the destination, with itemised rows (one per rate).
 */
import type { Coupon } from "../cart/coupons.ts";
import { applyCoupons, type CouponDiscount, type DiscountLine } from "../cart/discounts.ts";
import { computeOrderTax } from "../tax/order-tax.ts";
import { applicableRates, type TaxClass, type TaxLocation } from "../tax/rates.ts";
import { normalizeCountryCode } from "./countries.ts";
import type { TaxSettings } from "./tax.ts";
import { basisPointsOf, taxRatesOf } from "./tax-rate-rows.ts";

/** A cart line as pricing needs it: what coupons read, and its product's tax class (standard when absent). */
export type PricedLine = DiscountLine & { taxClass?: TaxClass };

/** Where the order goes, for tax: the shipping address's country, region (state), postcode and city. */
export type TaxDestination = { country: string | null | undefined; region?: string | null; postcode?: string | null; city?: string | null };

export type OrderTotalsInput = {
  lines: readonly PricedLine[];
  coupons: readonly Coupon[];
  /** Cost of the chosen shipping method (0 when none is needed or chosen). */
  shippingCost: number;
  tax: TaxSettings;
  country: string | null | undefined;
  /** The rest of the destination beside `country`. */
  place?: Omit<TaxDestination, "country"> | undefined;
};

/** `taxRate`: the basis points the line was taxed at, all its rates together (recorded on the order line, for documents' tax per rate). */
export type OrderLineTotals = { lineKey: string; subtotal: number; discount: number; total: number; tax: number; taxRate: number };

/** One itemised tax row: a rate's label, its rate in millionths, and what it charged on the whole order. */
export type OrderTaxRow = { label: string; rate: number; compound: boolean; amount: number };

export type OrderTotals = {
  lines: OrderLineTotals[];
  coupons: CouponDiscount[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  shippingTax: number;
  taxTotal: number;
  /** One row per rate that applied, in the order they were charged. */
  taxRows: OrderTaxRow[];
  total: number;
  pricesIncludeTax: boolean;
  /** A free-shipping coupon is applied; shipping.ts decides what that unlocks. */
  freeShipping: boolean;
};

export function taxLocationOf(settings: Pick<TaxSettings, "baseCountry">, destination: TaxDestination): TaxLocation {
  if (!destination.country) return { country: settings.baseCountry };
  return {
    country: normalizeCountryCode(destination.country),
    region: destination.region ?? null,
    postcode: destination.postcode ?? null,
    city: destination.city ?? null,
  };
}

export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const discounts = applyCoupons(input.lines, input.coupons);
  const shippingTotal = Math.max(0, input.shippingCost);
  const rates = taxRatesOf(input.tax);
  const location = taxLocationOf(input.tax, { ...input.place, country: input.country });
  const classOf = (i: number): TaxClass => input.lines[i]?.taxClass ?? "standard";
  const tax = computeOrderTax({
    rates,
    location,
    pricesIncludeTax: input.tax.pricesIncludeTax,
    lines: discounts.lines.map((line, i) => ({ amount: line.total, taxClass: classOf(i) })),
    shipping: shippingTotal,
    taxShipping: input.tax.taxShipping,
  });
  const lines = discounts.lines.map((line, i) => ({
    ...line,
    tax: tax.lines[i]?.total ?? 0,
    taxRate: basisPointsOf(applicableRates(rates, location, classOf(i))),
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const afterDiscounts = subtotal - discounts.discountTotal + shippingTotal;
  return {
    lines,
    coupons: discounts.coupons,
    subtotal,
    discountTotal: discounts.discountTotal,
    shippingTotal,
    shippingTax: tax.shipping.total,
    taxTotal: tax.total,
    taxRows: tax.rows.map(({ label, rate, compound, amount }) => ({ label, rate, compound, amount })),
    total: input.tax.pricesIncludeTax ? afterDiscounts : afterDiscounts + tax.total,
    pricesIncludeTax: input.tax.pricesIncludeTax,
    freeShipping: discounts.freeShipping,
  };
}

/** What the order-review panel lists as "Subtotal after discounts" and what free shipping thresholds see. */
export function subtotalAfterDiscounts(totals: Pick<OrderTotals, "subtotal" | "discountTotal">): number {
  return totals.subtotal - totals.discountTotal;
}
