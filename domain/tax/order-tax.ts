/**
 * The tax of a whole cart or order: each line at its tax class's rates for the destination, the shipping at
 * the standard class's rates that tax shipping, rounded per line (an invoice's lines add up to its total),
 * and itemised rows: one per rate, the sum of what it charged.
 */
import { sumOfTaxes, taxesOnAmount, type RateTax } from "./calculate.ts";
import { applicableRates, type TaxClass, type TaxLocation, type TaxRate } from "./rates.ts";

export type TaxedLine = { amount: number; taxClass: TaxClass };

export type OrderTaxInput = {
  rates: readonly TaxRate[];
  location: TaxLocation;
  pricesIncludeTax: boolean;
  /** Line totals after discounts. */
  lines: readonly TaxedLine[];
  shipping: number;
  /** The shop taxes shipping at all; each rate still says whether it does. */
  taxShipping: boolean;
};

export type TaxRow = { rateId: string; label: string; rate: number; compound: boolean; amount: number };

export type OrderTax = {
  lines: { taxes: RateTax[]; total: number }[];
  shipping: { taxes: RateTax[]; total: number };
  rows: TaxRow[];
  total: number;
};

export function computeOrderTax(input: OrderTaxInput): OrderTax {
  const ratesFor = new Map<TaxClass, TaxRate[]>();
  const ratesOf = (taxClass: TaxClass) => {
    if (!ratesFor.has(taxClass)) ratesFor.set(taxClass, applicableRates(input.rates, input.location, taxClass));
    return ratesFor.get(taxClass)!;
  };
  const lines = input.lines.map((line) => {
    const taxes = taxesOnAmount(line.amount, ratesOf(line.taxClass), input.pricesIncludeTax);
    return { taxes, total: sumOfTaxes(taxes) };
  });
  const shippingRates = input.taxShipping ? ratesOf("standard").filter((rate) => rate.shipping) : [];
  const shippingTaxes = taxesOnAmount(input.shipping, shippingRates, input.pricesIncludeTax);
  const shipping = { taxes: shippingTaxes, total: sumOfTaxes(shippingTaxes) };

  const rows = new Map<string, TaxRow>();
  const byId = new Map(input.rates.map((rate) => [rate.id, rate]));
  for (const tax of [...lines.flatMap((line) => line.taxes), ...shippingTaxes]) {
    const rate = byId.get(tax.rateId)!;
    const row = rows.get(rate.id) ?? { rateId: rate.id, label: rate.label, rate: rate.rate, compound: rate.compound, amount: 0 };
    row.amount += tax.amount;
    rows.set(rate.id, row);
  }
  const total = lines.reduce((sum, line) => sum + line.total, shipping.total);
  return { lines, shipping, rows: [...rows.values()], total };
}
