/**
 * The e-invoice as EN 16931 sees it, drawn from a DocumentModel by `toEInvoice`: every amount positive
 * (a credit note states what it credits), every figure already consistent with the business rules, so
 * the UBL and CII writers only place values and cannot disagree with each other.
 * Amounts are minor units of `currency`; rates are basis points.
 */
import type { PostalAddress } from "./postal-address.ts";
import type { VatKey } from "./vat.ts";

export type EInvoiceParty = {
  /** BT-27 / BT-44: the company, or the person when there is none. */
  name: string;
  /** With its country prefix (BR-CO-9), or "". */
  vatNumber: string;
  /** BT-30 (seller) / BT-47 (buyer): the legal registration identifier, or "". */
  legalRegistration: string;
  address: PostalAddress;
  /** The person to contact when the party is a company, else "". */
  contactName: string;
  email: string;
  phone: string;
};

export type EInvoiceLine = {
  /** BT-126: 1, 2, 3… in the model's order. */
  id: string;
  name: string;
  /** BT-154: the chosen options. */
  description: string;
  sellerItemId: string | null;
  quantity: number;
  /** BT-146: net unit price before the line's discount, in minor units (may be fractional). */
  unitPrice: number;
  /** BT-136: the line's discount (0 for none). */
  allowance: number;
  /** BT-131: quantity × price − allowance, as the model computed it. */
  net: number;
  vat: VatKey;
};

/** A document-level allowance (BG-20) or charge (BG-21). */
export type EInvoiceAllowanceCharge = { isCharge: boolean; amount: number; reasonCode: string; reason: string; vat: VatKey };

/** BG-23: one row per VAT category and rate. */
export type EInvoiceVatRow = { vat: VatKey; taxable: number; tax: number; exemption: { code: string; text: string } | null };

/** BG-22, BT-106..BT-115. */
export type EInvoiceTotals = {
  lineNet: number;
  allowances: number;
  charges: number;
  taxExclusive: number;
  tax: number;
  taxInclusive: number;
  prepaid: number;
  /** BT-114: what makes the amount due equal the document's own total, should the model's figures differ. */
  rounding: number;
  payable: number;
};

export type EInvoicePaymentMeans = {
  /** BT-81, UNCL 4461. */
  code: string;
  /** BT-82: the method as the shop names it. */
  text: string;
  /** BT-83: the reference to quote with the payment. */
  reference: string;
  /** Credit transfer only: BT-84 (IBAN without spaces), BT-85, BT-86. */
  iban: string;
  accountName: string;
  bic: string;
};

export type EInvoice = {
  kind: "invoice" | "credit-note";
  /** BT-3: 380 commercial invoice, 381 credit note. */
  typeCode: "380" | "381";
  number: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  /** BT-14: the shop's own order number. */
  salesOrderReference: string;
  /** BT-22. */
  notes: string[];
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  /** BG-13: where the goods went, or null when the order shipped nothing. */
  delivery: { name: string; address: PostalAddress } | null;
  paymentMeans: EInvoicePaymentMeans | null;
  /** BT-20: always given, so an amount due always has its terms (BR-CO-25). */
  paymentTerms: string;
  /** BG-3: the invoice a credit note corrects. */
  precedingInvoice: { number: string; date: string } | null;
  lines: EInvoiceLine[];
  allowanceCharges: EInvoiceAllowanceCharge[];
  vatRows: EInvoiceVatRow[];
  totals: EInvoiceTotals;
};
