/**
 * From a document model to the e-invoice EN 16931 describes (types.ts): who, when, how to pay, and the
 * figures (figures.ts). Only invoices and credit notes are e-invoices; other kinds are refused.
 */
import type { DocumentModel, DocumentParty, DocumentPayment, DocumentPostalParts, DocumentSeller } from "../model.ts";
import { eInvoiceFigures } from "./figures.ts";
import { postalAddress, type PostalAddress } from "./postal-address.ts";
import type { EInvoice, EInvoiceParty, EInvoicePaymentMeans } from "./types.ts";
import { normalizedVatNumber } from "./vat.ts";

/** BT-24 for UBL and BT-24 (guideline) for CII: the EN 16931 core, no national extension. */
export const EN16931_SPECIFICATION_ID = "urn:cen.eu:en16931:2017";

/** BT-81 (UNCL 4461) for each payment method the shop offers; other methods say "not defined". */
export const PAYMENT_MEANS_CODES: Readonly<Record<string, string>> = {
  /** SEPA credit transfer. */
  bacs: "58",
  cheque: "20",
  /** In cash. */
  cod: "10",
};
export const PAYMENT_MEANS_NOT_DEFINED = "1";
/** A credit transfer must name the account to pay to (BR-61); without an IBAN the means is written as "not defined". */
const CREDIT_TRANSFER_CODE = "58";

export class NotAnEInvoiceError extends Error {
  constructor(reason: string) {
    super(`No e-invoice for this document: ${reason}`);
    this.name = "NotAnEInvoiceError";
  }
}

export function toEInvoice(model: DocumentModel): EInvoice {
  if (model.kind !== "invoice" && model.kind !== "credit-note") throw new NotAnEInvoiceError(`a ${model.kind} is not an invoice or credit note`);
  if (!model.number) throw new NotAnEInvoiceError("it has no number yet");
  // EN 16931 (BR-S-02, BR-CO-26): a seller who charges VAT names its VAT number; without one, no e-invoice is valid.
  if (model.seller.vatNumber === "" && model.taxRows.some((row) => row.rate > 0))
    throw new NotAnEInvoiceError("the shop charges VAT but has no VAT number yet (Settings › Store)");
  const isCreditNote = model.kind === "credit-note";
  const prepaid = !isCreditNote && model.payment?.paid === true;
  const figures = eInvoiceFigures(model, { prepaid });
  return {
    kind: model.kind,
    typeCode: isCreditNote ? "381" : "380",
    number: model.number,
    issueDate: model.issueDate,
    dueDate: !isCreditNote && !prepaid && figures.totals.payable > 0 ? model.dueDate : null,
    currency: model.currency,
    salesOrderReference: model.orderNumber,
    notes: notesOf(model),
    seller: partyOf(model.seller),
    buyer: partyOf(model.billing),
    delivery: deliveryOf(model.shipping),
    paymentMeans: isCreditNote ? null : paymentMeansOf(model.payment),
    paymentTerms: paymentTermsOf(model, prepaid, figures.totals.payable),
    precedingInvoice: model.corrects ? { number: model.corrects.invoiceNumber, date: model.corrects.invoiceDate } : null,
    ...figures,
  };
}

export function partyOf(party: DocumentParty | DocumentSeller): EInvoiceParty {
  const company = party.company.trim();
  const person = party.name.trim();
  return {
    name: company || person,
    vatNumber: normalizedVatNumber(party.vatNumber, party.country),
    legalRegistration: "registrationNumber" in party ? (party.registrationNumber?.trim() ?? "") : "",
    address: party.postal ? addressFromParts(party.postal, party.country) : postalAddress(party.addressLines, party.country),
    // A person is named as the contact only beside a company of another name.
    contactName: company && person !== company ? person : "",
    email: party.email.trim(),
    phone: party.phone.trim(),
  };
}

/** The address as the order or the shop stored it, part by part: nothing to guess back from display lines. */
function addressFromParts(parts: DocumentPostalParts, country: string): PostalAddress {
  const [street = "", additionalStreet = "", ...rest] = [parts.street, parts.additionalStreet].map((part) => part.trim()).filter((part) => part !== "");
  return {
    street,
    additionalStreet,
    line3: rest.join(", "),
    city: parts.city.trim(),
    postcode: parts.postcode.trim(),
    subdivision: parts.state.trim(),
    country,
  };
}

/** An order that shipped nothing (or to no address) has no delivery to state. */
function deliveryOf(shipping: DocumentParty): EInvoice["delivery"] {
  if (shipping.country.trim() === "" || shipping.addressLines.every((line) => line.trim() === "")) return null;
  const party = partyOf(shipping);
  return { name: party.contactName ? `${party.contactName}, ${party.name}` : party.name, address: party.address };
}

export function paymentMeansOf(payment: DocumentPayment | null): EInvoicePaymentMeans | null {
  if (!payment) return null;
  const iban = payment.bank?.iban.replace(/\s/g, "").toUpperCase() ?? "";
  const mapped = PAYMENT_MEANS_CODES[payment.methodId] ?? PAYMENT_MEANS_NOT_DEFINED;
  const code = mapped === CREDIT_TRANSFER_CODE && iban === "" ? PAYMENT_MEANS_NOT_DEFINED : mapped;
  return {
    code,
    text: payment.title,
    reference: payment.bank?.reference ?? "",
    iban: code === CREDIT_TRANSFER_CODE ? iban : "",
    accountName: code === CREDIT_TRANSFER_CODE ? (payment.bank?.accountName ?? "") : "",
    bic: code === CREDIT_TRANSFER_CODE ? (payment.bank?.bic.replace(/\s/g, "").toUpperCase() ?? "") : "",
  };
}

function paymentTermsOf(model: DocumentModel, prepaid: boolean, payable: number): string {
  const method = model.payment?.title ?? "";
  if (model.kind === "credit-note") return `Refunded${method ? ` by ${method}` : ""} for order ${model.orderNumber}.`;
  if (payable <= 0) return prepaid && method ? `Paid by ${method}.` : "Nothing to pay.";
  const due = model.dueDate ? `Payment due by ${model.dueDate}.` : "Payment due on receipt.";
  // BT-20 also carries the shop's own terms from the document settings.
  const terms = (model.paymentTerms ?? "").trim();
  return terms === "" ? due : `${due} ${terms}`;
}

function notesOf(model: DocumentModel): string[] {
  const notes: string[] = [];
  if (model.corrects?.reason.trim()) notes.push(`Reason for the credit: ${model.corrects.reason.trim()}`);
  if (model.customerNote.trim()) notes.push(`Customer note: ${model.customerNote.trim()}`);
  return notes;
}
