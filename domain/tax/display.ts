/**
 * Prices as the shop shows them. Prices are entered with or without tax (one shop setting) and shown with
 * or without tax in the shop and, separately, in the cart; an optional suffix follows a shop price, with
 * `{price_including_tax}` and `{price_excluding_tax}` filled in.
 */
import { sumOfTaxes, taxesOnAmount } from "./calculate.ts";
import { ratePercentText, type TaxRate } from "./rates.ts";

export type PriceDisplay = { pricesIncludeTax: boolean; displayIncludingTax: boolean };

/** A price both ways, at the rates that apply to the shopper (or the shop's base location). */
export function priceBothWays(price: number, rates: readonly TaxRate[], pricesIncludeTax: boolean): { including: number; excluding: number } {
  const tax = sumOfTaxes(taxesOnAmount(price, rates, pricesIncludeTax));
  return pricesIncludeTax ? { including: price, excluding: price - tax } : { including: price + tax, excluding: price };
}

export function displayedPrice(price: number, rates: readonly TaxRate[], display: PriceDisplay): number {
  const both = priceBothWays(price, rates, display.pricesIncludeTax);
  return display.displayIncludingTax ? both.including : both.excluding;
}

export const PRICE_SUFFIX_PLACEHOLDERS = { including: "{price_including_tax}", excluding: "{price_excluding_tax}" } as const;

/** The suffix with its placeholders filled; "" when there is none. */
export function priceSuffix(template: string, both: { including: string; excluding: string }): string {
  return template.trim().replaceAll(PRICE_SUFFIX_PLACEHOLDERS.including, both.including).replaceAll(PRICE_SUFFIX_PLACEHOLDERS.excluding, both.excluding);
}

export type TaxRowView = { label: string; rate: number; amount: number };

/** A tax row's name in totals: "VAT 23 %", "NYC sales tax 4.5 %". */
export function taxRowLabel(row: Pick<TaxRowView, "label" | "rate">): string {
  return `${row.label} ${ratePercentText(row.rate)} %`;
}

/**
 * The itemised rows totals list under the tax total: one per rate, only when more than one rate applied
 * (a single rate is the tax total itself, shown as it always was).
 */
export function itemisedTaxRows<Row extends TaxRowView>(rows: readonly Row[] | undefined): { key: string; label: string; amount: number }[] {
  if (!rows || rows.length < 2) return [];
  return rows.map((row, i) => ({ key: `${i}-${row.label}-${row.rate}`, label: taxRowLabel(row), amount: row.amount }));
}
