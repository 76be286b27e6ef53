/**
 * The money of a document, from an order as it was recorded: each line and the shipping split into net,
 * tax and gross, a credit note's refund split the same way, and the tax breakdown per rate. Amounts are
 * minor units; rates basis points. Nothing here rounds twice: the tax of every line is the tax the order
 * recorded (or, for a refund, the tax inside the amount refunded), and totals are sums.
 */
import { taxForAmount } from "../checkout/tax.ts";
import type { DocumentLine, DocumentTaxRow, DocumentTotals } from "./model.ts";

export type RecordedLine = {
  id: number;
  name: string;
  sku: string | null;
  attributes: readonly { name: string; value: string }[];
  quantity: number;
  /** As entered: with tax when the order's prices include tax. */
  unitPrice: number;
  /** quantity × unitPrice, before the line's discount, on the same basis. */
  subtotal: number;
  discount: number;
  tax: number;
  /** subtotal − discount, on the same basis. */
  total: number;
  /** Basis points. */
  taxRate: number;
};

export type RecordedShipping = { total: number; tax: number };

/** The options of a line as shown: "Colour: Red, Size: M". */
export function variationText(attributes: RecordedLine["attributes"]): string {
  return attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(", ");
}

/** The net part of an amount on the order's basis (the tax taken out when prices include it). */
function netOf(amount: number, rate: number, pricesIncludeTax: boolean): number {
  return pricesIncludeTax ? amount - taxForAmount(amount, rate, true) : amount;
}

/** An order line as a document line: net + tax = gross, with the tax the order recorded. */
export function orderLineAmounts(line: RecordedLine, pricesIncludeTax: boolean): DocumentLine {
  const net = pricesIncludeTax ? line.total - line.tax : line.total;
  const subtotalNet = netOf(line.subtotal, line.taxRate, pricesIncludeTax);
  return {
    orderLineId: line.id,
    name: line.name,
    sku: line.sku,
    variation: variationText(line.attributes),
    quantity: line.quantity,
    unitPriceNet: netOf(line.unitPrice, line.taxRate, pricesIncludeTax),
    unitPriceDisplay: line.unitPrice,
    discountNet: Math.max(0, subtotalNet - net),
    taxRate: line.taxRate,
    net,
    tax: line.tax,
    gross: net + line.tax,
  };
}

/**
 * The rate the shipping was taxed at. The order records the shipping's tax, not its rate: it is the rate
 * of a line that gives that tax (checkout taxes shipping at the destination's rate, as the lines), or,
 * when none does (rates changed since), the rate the amounts imply.
 */
export function shippingTaxRate(shipping: RecordedShipping, lineRates: readonly number[], pricesIncludeTax: boolean): number {
  if (shipping.tax <= 0 || shipping.total <= 0) return 0;
  const matching = lineRates.find((rate) => taxForAmount(shipping.total, rate, pricesIncludeTax) === shipping.tax);
  if (matching !== undefined) return matching;
  const net = pricesIncludeTax ? shipping.total - shipping.tax : shipping.total;
  return net > 0 ? Math.round((shipping.tax * 10_000) / net) : 0;
}

/** A refunded amount of a line as a credit-note line: negative, the tax inside the amount given back. */
export function refundedLineAmounts(line: RecordedLine, refunded: { quantity: number; amount: number }): DocumentLine {
  const tax = taxForAmount(refunded.amount, line.taxRate, true);
  const net = refunded.amount - tax;
  const quantity = refunded.quantity > 0 ? refunded.quantity : 1;
  return {
    ...orderLineAmounts(line, true),
    quantity: refunded.quantity === 0 ? 0 : -refunded.quantity,
    unitPriceNet: -Math.round(net / quantity),
    unitPriceDisplay: -Math.round(refunded.amount / quantity),
    discountNet: 0,
    net: -net,
    tax: -tax,
    gross: -refunded.amount,
  };
}

/** One row per rate (highest first): lines and shipping at that rate, net, with their tax; empty rates left out. */
export function taxRowsOf(lines: readonly DocumentLine[], shipping: { net: number; tax: number; rate: number }): DocumentTaxRow[] {
  const byRate = new Map<number, DocumentTaxRow>();
  const add = (rate: number, taxable: number, tax: number) => {
    const row = byRate.get(rate) ?? { rate, taxable: 0, tax: 0 };
    byRate.set(rate, { rate, taxable: row.taxable + taxable, tax: row.tax + tax });
  };
  for (const line of lines) add(line.taxRate, line.net, line.tax);
  if (shipping.net !== 0 || shipping.tax !== 0) add(shipping.rate, shipping.net, shipping.tax);
  return [...byRate.values()].filter((row) => row.taxable !== 0 || row.tax !== 0).sort((a, b) => b.rate - a.rate);
}

/** The totals of lines and shipping: every figure a sum, so net + tax = gross holds exactly. */
export function totalsOf(lines: readonly DocumentLine[], shipping: { net: number; tax: number; rate: number }): DocumentTotals {
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const linesNet = sum((line) => line.net + line.discountNet);
  const discountNet = sum((line) => line.discountNet);
  const net = linesNet - discountNet + shipping.net;
  const tax = sum((line) => line.tax) + shipping.tax;
  return {
    linesNet,
    discountNet,
    shippingNet: shipping.net,
    shippingTax: shipping.tax,
    shippingTaxRate: shipping.rate,
    net,
    tax,
    gross: net + tax,
  };
}
