/**
 * One document, as every renderer sees it: print HTML, PDF and the EN 16931 e-invoice (UBL and CII) are
 * all drawn from this value, so they cannot disagree. It is built from an order (and, for a credit note,
 * one refund of it) by a pure function; a numbered document's model is stored when it is issued and never
 * rebuilt, so later edits to the order or the shop cannot change it.
 *
 * Money is in minor units of `currency`. A credit note's amounts are negative, as it shows them.
 * Tax rates are basis points (2300 = 23 %).
 */
import type { DocumentKind } from "./kinds.ts";

/** An address in its parts, as the checkout form or the store settings hold it ("" for a part not given). */
export type DocumentPostalParts = { street: string; additionalStreet: string; city: string; postcode: string; state: string };

export type DocumentParty = {
  /** The person's or the shop's name. */
  name: string;
  company: string;
  /** Street lines, then "postcode city", then state, without the country. */
  addressLines: string[];
  /** Two-letter country code. */
  country: string;
  email: string;
  phone: string;
  /** VAT identifier, or "" when none was given. */
  vatNumber: string;
  /**
   * The same address in its parts, for the e-invoice. Absent from models stored before it existed: those
   * are read back from addressLines.
   */
  postal?: DocumentPostalParts;
};

/** BT-120/BT-121: why the shop charges no VAT on its zero-rated sales (an exemption, category E). */
export type DocumentVatExemption = { code: string; text: string };

export type DocumentSeller = DocumentParty & {
  /** Path of the shop's logo (served by the shop), or null for a text heading. */
  logoPath: string | null;
  /** BT-30: the company's legal registration number (company register), or "" / absent. */
  registrationNumber?: string;
  /** Set when the shop's zero-rated sales are VAT exempt: such lines are category E with this reason. */
  vatExemption?: DocumentVatExemption | null;
  /** The shop's bank account (the bank transfer settings), stated on invoices; null or absent when none is set. */
  bankAccount?: DocumentBankAccount | null;
};

/** Where the shop is paid by bank transfer. */
export type DocumentBankAccount = { accountName: string; bankName: string; iban: string; bic: string };

export type DocumentLine = {
  /** Order line id, so a credit note's lines can be traced to the invoice's. */
  orderLineId: number;
  name: string;
  sku: string | null;
  /** The chosen options, as shown: "Colour: Red, Size: M", or "". */
  variation: string;
  quantity: number;
  /** Unit price without tax, before the line's discount. */
  unitPriceNet: number;
  /** Unit price as the shop displays it (with tax when prices include tax). */
  unitPriceDisplay: number;
  /** Discount on this line, without tax. */
  discountNet: number;
  taxRate: number;
  /** Line amount without tax after discount; net + tax = gross. */
  net: number;
  tax: number;
  gross: number;
};

/** One row per tax rate: the taxable amount (lines and shipping at that rate, net) and its tax. */
export type DocumentTaxRow = { rate: number; taxable: number; tax: number };

export type DocumentTotals = {
  /** Sum of the lines' nets before discounts. */
  linesNet: number;
  discountNet: number;
  shippingNet: number;
  shippingTax: number;
  /** Rate applied to shipping (0 when shipping is not taxed). */
  shippingTaxRate: number;
  /** Everything without tax. */
  net: number;
  tax: number;
  /** What is payable (or, for a credit note, refunded): net + tax. */
  gross: number;
};

export type DocumentPayment = {
  methodId: string;
  title: string;
  /** Bank transfer only: where to pay and the reference to quote. */
  bank: { accountName: string; bankName: string; iban: string; bic: string; reference: string } | null;
  /** True once the order was paid (processing, completed). */
  paid: boolean;
};

export type DocumentModel = {
  kind: DocumentKind;
  /** The heading: the kind's label, or the custom title set in the document settings. */
  title: string;
  /** The document's own number (invoice and credit note), or null for kinds identified by the order. */
  number: string | null;
  orderId: number;
  orderNumber: string;
  /** ISO dates (YYYY-MM-DD). */
  orderDate: string;
  issueDate: string;
  /** Payment due date (invoice, proforma), or null. */
  dueDate: string | null;
  currency: string;
  pricesIncludeTax: boolean;
  seller: DocumentSeller;
  billing: DocumentParty;
  shipping: DocumentParty;
  shippingMethod: string | null;
  lines: DocumentLine[];
  /** False for the packing list, delivery note and labels: they show no prices at all. */
  showPrices: boolean;
  totals: DocumentTotals;
  taxRows: DocumentTaxRow[];
  payment: DocumentPayment | null;
  /** Invoice and proforma: the payment terms from the document settings ("" or absent for none). */
  paymentTerms?: string;
  /** The customer's note on the order, and the shop's footer text from the document settings. */
  customerNote: string;
  footer: string;
  /** Credit note only: the invoice it corrects and why. */
  corrects: { invoiceNumber: string; invoiceDate: string; reason: string } | null;
  /** Proforma only: shown prominently ("Proforma invoice: not a demand for payment"). */
  notice: string | null;
};
