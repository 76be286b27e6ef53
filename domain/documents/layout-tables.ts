/**
 * The tables of a document: its lines with the columns each kind needs, the totals and the tax breakdown.
 * Priced kinds show net amounts per line with the rate and the tax, as an EU invoice must; the kinds for
 * the warehouse and the parcel show quantities only.
 */
import { formatDocumentMoney, formatTaxRate } from "./format.ts";
import type { DocumentBlock, TableCell, TableColumn } from "./layout-blocks.ts";
import type { DocumentLine, DocumentModel } from "./model.ts";

const column = (key: string, label: string, weight: number, align: TableColumn["align"] = "start"): TableColumn => ({ key, label, weight, align });

/** The product's name with its chosen options under it. */
function productCell(line: DocumentLine): TableCell {
  return line.variation.trim() === "" ? [line.name] : [line.name, line.variation];
}

const skuCell = (line: DocumentLine): TableCell => (line.sku === null || line.sku.trim() === "" ? [] : [line.sku]);
const quantityCell = (line: DocumentLine): TableCell => [String(line.quantity)];

export function pricedLinesTable(model: DocumentModel): DocumentBlock {
  const money = (minor: number) => formatDocumentMoney(minor, model.currency);
  // The discount column appears only when some line has one: an empty column of zeros says nothing.
  const discounted = model.lines.some((line) => line.discountNet !== 0);
  const columns = [
    column("product", "Product", 3.4),
    column("sku", "SKU", 1.4),
    column("quantity", "Qty", 0.6, "end"),
    column("unit", "Unit price excl. tax", 1.3, "end"),
    ...(discounted ? [column("discount", "Discount", 1.1, "end")] : []),
    column("rate", "Tax rate", 0.8, "end"),
    column("net", "Net", 1.2, "end"),
    column("tax", "Tax", 1.1, "end"),
    column("gross", "Amount", 1.2, "end"),
  ];
  const rows = model.lines.map((line) => [
    productCell(line),
    skuCell(line),
    quantityCell(line),
    [money(line.unitPriceNet)],
    ...(discounted ? [[money(-line.discountNet)]] : []),
    [formatTaxRate(line.taxRate)],
    [money(line.net)],
    [money(line.tax)],
    [money(line.gross)],
  ]);
  return { type: "table", name: "items", caption: "Items", columns, rows };
}

export function packingLinesTable(model: DocumentModel): DocumentBlock {
  const columns: TableColumn[] = [
    column("sku", "SKU", 1.4),
    column("product", "Product", 3),
    column("variation", "Variation", 2),
    column("quantity", "Quantity", 0.9, "end"),
    { ...column("packed", "Packed", 0.8), tick: true },
  ];
  const rows = model.lines.map((line) => [skuCell(line), [line.name], line.variation.trim() === "" ? [] : [line.variation], quantityCell(line), []]);
  return { type: "table", name: "items", caption: "Items", columns, rows };
}

export function deliveryLinesTable(model: DocumentModel): DocumentBlock {
  const columns = [column("product", "Product", 4), column("sku", "SKU", 1.6), column("quantity", "Quantity", 1, "end")];
  const rows = model.lines.map((line) => [productCell(line), skuCell(line), quantityCell(line)]);
  return { type: "table", name: "items", caption: "Items", columns, rows };
}

export function totalsBlock(model: DocumentModel): DocumentBlock {
  const { totals, currency } = model;
  const money = (minor: number) => formatDocumentMoney(minor, currency);
  const rows = [{ label: "Subtotal excl. tax", value: money(totals.linesNet), grand: false }];
  if (totals.discountNet !== 0) rows.push({ label: "Discount", value: money(-totals.discountNet), grand: false });
  if (totals.shippingNet !== 0 || model.shippingMethod !== null) {
    const via = model.shippingMethod === null ? "" : ` (${model.shippingMethod})`;
    rows.push({ label: `Shipping excl. tax${via}`, value: money(totals.shippingNet), grand: false });
  }
  rows.push({ label: "Total excl. tax", value: money(totals.net), grand: false }, { label: "Tax", value: money(totals.tax), grand: false });
  rows.push({ label: model.kind === "credit-note" ? "Total credited" : "Total", value: money(totals.gross), grand: true });
  return { type: "totals", rows };
}

/** One row per tax rate: the taxable amount (lines and shipping at that rate) and its tax. */
export function taxBreakdownTable(model: DocumentModel): DocumentBlock | null {
  if (model.taxRows.length === 0) return null;
  const money = (minor: number) => formatDocumentMoney(minor, model.currency);
  return {
    type: "table",
    name: "tax-breakdown",
    caption: "Tax breakdown",
    columns: [column("rate", "Tax rate", 1, "end"), column("taxable", "Taxable amount", 2, "end"), column("tax", "Tax", 2, "end")],
    rows: model.taxRows.map((taxRow) => [[formatTaxRate(taxRow.rate)], [money(taxRow.taxable)], [money(taxRow.tax)]]),
  };
}
