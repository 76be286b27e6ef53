/**
 * The amounts of an e-invoice: lines, document-level allowances and charges, the VAT breakdown and the
 * totals. This is the one place where the model's figures are fitted to the business rules:
 * - BR-S-08/BR-Z-08: each breakdown row's taxable amount is the model's own (`taxRows`); where the lines
 *   and shipping at that rate add up to something else (a cart discount the model did not spread over
 *   the lines), the difference becomes a document-level allowance, or a charge, at that rate;
 * - BR-CO-10..BR-CO-16: totals are sums of what is written, never copied, so they add up to the cent;
 * - BT-114: should the model's gross differ from net + VAT as written, the rounding amount carries the
 *   difference, so the amount due is still exactly what the customer pays (or is refunded).
 */
import type { DocumentLine, DocumentModel } from "../model.ts";
import type { EInvoiceAllowanceCharge, EInvoiceLine, EInvoiceTotals, EInvoiceVatRow } from "./types.ts";
import { exemptionReasonFor, vatCategoryFor, vatKeyId, type VatKey } from "./vat.ts";

/** UNCL 5189 "Discount", UNCL 7161 "Freight service" and "Miscellaneous". */
export const DISCOUNT_REASON = { code: "95", text: "Discount" } as const;
export const SHIPPING_REASON = { code: "FC", text: "Shipping" } as const;
export const OTHER_CHARGE_REASON = { code: "ABK", text: "Other charges" } as const;
const BASIS_POINTS = 10_000;

export type EInvoiceFigures = {
  lines: EInvoiceLine[];
  allowanceCharges: EInvoiceAllowanceCharge[];
  vatRows: EInvoiceVatRow[];
  totals: EInvoiceTotals;
};

/** Credit notes show negative amounts; an e-invoice states them positive. */
export function signOf(model: Pick<DocumentModel, "kind">): 1 | -1 {
  return model.kind === "credit-note" ? -1 : 1;
}

export function eInvoiceFigures(model: DocumentModel, options: { prepaid: boolean }): EInvoiceFigures {
  const sign = signOf(model);
  const rates = [...model.lines.map((l) => l.taxRate), ...model.taxRows.map((r) => r.rate), model.totals.shippingTaxRate];
  const allRatesZero = rates.every((rate) => rate === 0);
  const keyFor = (rate: number) => vatCategoryFor(rate, model.seller, allRatesZero);

  const lines = model.lines.length > 0 ? model.lines.map((line, index) => lineOf(line, index, sign, keyFor)) : refundLines(model, sign, keyFor);
  const shipping = model.lines.length > 0 ? shippingCharge(model, sign, keyFor) : [];
  const balancing = balancingAllowanceCharges(model, sign, keyFor, lines, shipping);
  const allowanceCharges = [...shipping, ...balancing];
  const vatRows = vatBreakdown(model, sign, keyFor, lines, allowanceCharges);
  const totals = totalsOf(lines, allowanceCharges, vatRows, sign * model.totals.gross, options.prepaid);
  return { lines, allowanceCharges, vatRows, totals };
}

function lineOf(line: DocumentLine, index: number, sign: number, keyFor: (rate: number) => VatKey): EInvoiceLine {
  // A credit for an amount rather than for items may come with no quantity: it credits one unit.
  const quantity = Math.abs(line.quantity) || 1;
  const net = sign * line.net;
  const allowance = Math.max(0, sign * line.discountNet);
  return {
    id: String(index + 1),
    name: line.name,
    description: line.variation,
    sellerItemId: line.sku && line.sku.trim() !== "" ? line.sku : null,
    quantity,
    // Derived from the line's own net so that quantity × price − allowance is the net the model computed.
    unitPrice: (net + allowance) / quantity,
    allowance,
    net,
    vat: keyFor(line.taxRate),
  };
}

/** A credit note for an amount with no item lines: one line per tax rate (EN 16931 needs at least one line, BR-16). */
function refundLines(model: DocumentModel, sign: number, keyFor: (rate: number) => VatKey): EInvoiceLine[] {
  const name = model.corrects?.reason.trim() ? `Refund: ${model.corrects.reason.trim()}` : "Refund";
  return model.taxRows.map((row, index) => {
    const net = sign * row.taxable;
    return { id: String(index + 1), name, description: "", sellerItemId: null, quantity: 1, unitPrice: net, allowance: 0, net, vat: keyFor(row.rate) };
  });
}

function shippingCharge(model: DocumentModel, sign: number, keyFor: (rate: number) => VatKey): EInvoiceAllowanceCharge[] {
  const amount = sign * model.totals.shippingNet;
  if (amount <= 0) return [];
  const reason = model.shippingMethod ? `${SHIPPING_REASON.text}: ${model.shippingMethod}` : SHIPPING_REASON.text;
  return [{ isCharge: true, amount, reasonCode: SHIPPING_REASON.code, reason, vat: keyFor(model.totals.shippingTaxRate) }];
}

/** Per rate, the model's taxable amount minus what lines and shipping already account for. */
function balancingAllowanceCharges(
  model: DocumentModel,
  sign: number,
  keyFor: (rate: number) => VatKey,
  lines: readonly EInvoiceLine[],
  shipping: readonly EInvoiceAllowanceCharge[],
): EInvoiceAllowanceCharge[] {
  const result: EInvoiceAllowanceCharge[] = [];
  for (const row of model.taxRows) {
    const vat = keyFor(row.rate);
    const difference = sign * row.taxable - netOf(vatKeyId(vat), lines, shipping);
    if (difference < 0) result.push({ isCharge: false, amount: -difference, reasonCode: DISCOUNT_REASON.code, reason: DISCOUNT_REASON.text, vat });
    if (difference > 0) result.push({ isCharge: true, amount: difference, reasonCode: OTHER_CHARGE_REASON.code, reason: OTHER_CHARGE_REASON.text, vat });
  }
  return result;
}

/** BT-116 as BR-S-08 computes it: line nets plus charges minus allowances in the category and rate. */
function netOf(keyId: string, lines: readonly EInvoiceLine[], allowanceCharges: readonly EInvoiceAllowanceCharge[]): number {
  const lineNet = lines.filter((l) => vatKeyId(l.vat) === keyId).reduce((sum, l) => sum + l.net, 0);
  return allowanceCharges.filter((a) => vatKeyId(a.vat) === keyId).reduce((sum, a) => sum + (a.isCharge ? a.amount : -a.amount), lineNet);
}

function vatBreakdown(
  model: DocumentModel,
  sign: number,
  keyFor: (rate: number) => VatKey,
  lines: readonly EInvoiceLine[],
  allowanceCharges: readonly EInvoiceAllowanceCharge[],
): EInvoiceVatRow[] {
  const keys = new Map<string, VatKey>();
  for (const item of [...lines, ...allowanceCharges]) keys.set(vatKeyId(item.vat), item.vat);
  return [...keys.entries()].map(([id, vat]) => {
    const taxable = netOf(id, lines, allowanceCharges);
    const modelRow = model.taxRows.find((row) => vatKeyId(keyFor(row.rate)) === id);
    // The model's VAT (summed per line, as the shop charged it) where it has the row; computed otherwise.
    const tax = modelRow ? sign * modelRow.tax : Math.round((taxable * (vat.rate ?? 0)) / BASIS_POINTS);
    return { vat, taxable, tax, exemption: exemptionReasonFor(vat.category, model.seller) };
  });
}

function totalsOf(
  lines: readonly EInvoiceLine[],
  allowanceCharges: readonly EInvoiceAllowanceCharge[],
  vatRows: readonly EInvoiceVatRow[],
  documentTotal: number,
  prepaid: boolean,
): EInvoiceTotals {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const lineNet = sum(lines.map((l) => l.net));
  const allowances = sum(allowanceCharges.filter((a) => !a.isCharge).map((a) => a.amount));
  const charges = sum(allowanceCharges.filter((a) => a.isCharge).map((a) => a.amount));
  const taxExclusive = lineNet - allowances + charges;
  const tax = sum(vatRows.map((r) => r.tax));
  const taxInclusive = taxExclusive + tax;
  const rounding = documentTotal - taxInclusive;
  const paid = prepaid ? documentTotal : 0;
  return { lineNet, allowances, charges, taxExclusive, tax, taxInclusive, prepaid: paid, rounding, payable: taxInclusive - paid + rounding };
}
