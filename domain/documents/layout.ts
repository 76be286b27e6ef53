/**
 * Model → layout: the text of a document, derived once, per kind (storefront-shell spec §1). Invoices,
 * proformas and credit notes show prices, tax and payment; the packing list, delivery note and labels show
 * none. See layout-blocks.ts for what the renderers do with the result.
 */
import { bankDetailsRows } from "../checkout/bank-details.ts";
import { DOCUMENT_LANG, formatDocumentDate, formatWeight, partyLines } from "./format.ts";
import { isLabelKind } from "./kinds.ts";
import type { DocumentBlock, DocumentLayout, LabelledValue } from "./layout-blocks.ts";
import { deliveryLinesTable, packingLinesTable, pricedLinesTable, taxBreakdownTable, totalsBlock } from "./layout-tables.ts";
import type { DocumentModel } from "./model.ts";

/**
 * The model, with the parcel's weight once the model carries it. Until then a label shows no weight: the
 * spec prints it "if known".
 */
export type LayoutInput = DocumentModel & { weightGrams?: number | null };

export const PROFORMA_STAMP = "PROFORMA";

export function documentLayout(model: LayoutInput): DocumentLayout {
  return {
    lang: DOCUMENT_LANG,
    title: [model.title, model.number ?? `Order ${model.orderNumber}`, model.seller.name].filter((part) => part !== "").join(" – "),
    label: isLabelKind(model.kind),
    blocks: BLOCKS_BY_KIND[model.kind](model).filter((block): block is DocumentBlock => block !== null),
  };
}

type Blocks = (model: LayoutInput) => (DocumentBlock | null)[];

const BLOCKS_BY_KIND: Record<DocumentModel["kind"], Blocks> = {
  invoice: (model) => [
    heading(model, null),
    parties(model),
    meta([numberRow("Invoice number", model), row("Invoice date", formatDocumentDate(model.issueDate)), ...orderRows(model), dueRow(model)]),
    pricedLinesTable(model),
    totalsBlock(model),
    taxBreakdownTable(model),
    paymentBlock(model),
    footer(model),
  ],
  "proforma-invoice": (model) => [
    heading(model, PROFORMA_STAMP),
    model.notice === null || model.notice.trim() === "" ? null : { type: "notice", lines: [model.notice] },
    parties(model),
    meta([row("Date", formatDocumentDate(model.issueDate)), ...orderRows(model), dueRow(model)]),
    pricedLinesTable(model),
    totalsBlock(model),
    taxBreakdownTable(model),
    paymentBlock(model),
    footer(model),
  ],
  "credit-note": (model) => [
    heading(model, null),
    correctionNotice(model),
    parties(model),
    meta([numberRow("Credit note number", model), row("Credit note date", formatDocumentDate(model.issueDate)), ...orderRows(model)]),
    pricedLinesTable(model),
    totalsBlock(model),
    taxBreakdownTable(model),
    model.payment === null ? null : { type: "details", heading: "Refund", rows: [row("Refunded via", model.payment.title)] },
    footer(model),
  ],
  "packing-list": (model) => [
    heading(model, null),
    {
      type: "parties",
      parties: [
        { heading: "From", lines: partyLines(model.seller, { contact: false, vat: false }) },
        { heading: "Ship to", lines: partyLines(model.shipping, { contact: true, vat: false }) },
      ],
    },
    meta([...orderRows(model), shippingMethodRow(model)]),
    packingLinesTable(model),
    customerNote(model),
    footer(model),
  ],
  "delivery-note": (model) => [
    heading(model, null),
    {
      type: "parties",
      parties: [
        { heading: "From", lines: partyLines(model.seller, { contact: true, vat: false }) },
        { heading: "Deliver to", lines: partyLines(model.shipping, { contact: false, vat: false }) },
      ],
    },
    meta([row("Date", formatDocumentDate(model.issueDate)), ...orderRows(model), shippingMethodRow(model)]),
    deliveryLinesTable(model),
    customerNote(model),
    footer(model),
  ],
  "dispatch-label": (model) => [
    heading(model, null),
    { type: "address", heading: "From", lines: partyLines(model.seller, { contact: true, vat: false }), size: "small" },
    { type: "address", heading: "To", lines: partyLines(model.shipping, { contact: true, vat: false }), size: "large" },
    meta([row("Order number", model.orderNumber), weightRow(model), shippingMethodRow(model)]),
  ],
  "shipping-label": (model) => [
    { type: "address", heading: "Ship to", lines: partyLines(model.shipping, { contact: true, vat: false }), size: "large" },
    meta([row("Order number", model.orderNumber), weightRow(model), shippingMethodRow(model)]),
    { type: "barcode", value: model.orderNumber, caption: model.orderNumber },
    { type: "address", heading: "Return address", lines: partyLines(model.seller, { contact: false, vat: false }), size: "small" },
  ],
};

function row(label: string, value: string): LabelledValue {
  return { label, value };
}

function heading(model: LayoutInput, stamp: string | null): DocumentBlock {
  return { type: "heading", title: model.title, stamp, brand: model.seller.name };
}

/** Seller, buyer and, when it differs from the billing address, where the goods went. */
function parties(model: LayoutInput): DocumentBlock {
  const billing = partyLines(model.billing, { contact: true, vat: true });
  const shipping = partyLines(model.shipping, { contact: false, vat: false });
  const list = [
    { heading: "From", lines: partyLines(model.seller, { contact: true, vat: true }) },
    { heading: "Bill to", lines: billing },
  ];
  const sameAddress = shipping.every((line) => billing.includes(line));
  if (shipping.length > 0 && !sameAddress) list.push({ heading: "Ship to", lines: shipping });
  return { type: "parties", parties: list };
}

/** Rows with an empty value are left out, so a missing fact leaves no empty label. */
function meta(rows: (LabelledValue | null)[]): DocumentBlock {
  return { type: "meta", rows: rows.filter((entry): entry is LabelledValue => entry !== null && entry.value.trim() !== "") };
}

function numberRow(label: string, model: LayoutInput): LabelledValue | null {
  return model.number === null ? null : row(label, model.number);
}

function orderRows(model: LayoutInput): LabelledValue[] {
  return [row("Order number", model.orderNumber), row("Order date", formatDocumentDate(model.orderDate))];
}

function dueRow(model: LayoutInput): LabelledValue | null {
  if (model.dueDate === null || model.payment?.paid === true) return null;
  return row("Due date", formatDocumentDate(model.dueDate));
}

function shippingMethodRow(model: LayoutInput): LabelledValue | null {
  return model.shippingMethod === null ? null : row("Shipping method", model.shippingMethod);
}

function weightRow(model: LayoutInput): LabelledValue | null {
  return model.weightGrams === undefined || model.weightGrams === null || model.weightGrams <= 0 ? null : row("Weight", formatWeight(model.weightGrams));
}

/**
 * Method, whether it is paid, the payment terms while it is not, and the shop's bank details; for a bank
 * transfer not yet paid, with the reference to quote.
 */
function paymentBlock(model: LayoutInput): DocumentBlock | null {
  const payment = model.payment;
  const rows = payment === null ? [] : [row("Payment method", payment.title), row("Status", payment.paid ? "Paid" : "Awaiting payment")];
  const terms = (model.paymentTerms ?? "").trim();
  if (terms !== "" && payment?.paid !== true) rows.push(row("Payment terms", terms));
  const account = model.seller.bankAccount ?? null;
  if (payment?.bank && !payment.paid) rows.push(...bankDetailsRows(payment.bank));
  else if (account !== null) rows.push(...bankDetailsRows({ ...account, reference: "" }));
  return rows.length === 0 ? null : { type: "details", heading: "Payment", rows };
}

function correctionNotice(model: LayoutInput): DocumentBlock | null {
  if (model.corrects === null) return null;
  const { invoiceNumber, invoiceDate, reason } = model.corrects;
  const lines = [`Corrects invoice ${invoiceNumber} of ${formatDocumentDate(invoiceDate)}`];
  if (reason.trim() !== "") lines.push(`Reason: ${reason}`);
  return { type: "notice", lines };
}

function customerNote(model: LayoutInput): DocumentBlock | null {
  return model.customerNote.trim() === "" ? null : { type: "note", heading: "Customer note", text: model.customerNote };
}

function footer(model: LayoutInput): DocumentBlock | null {
  return model.footer.trim() === "" ? null : { type: "footer", text: model.footer };
}
