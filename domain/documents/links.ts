/**
 * The print links My Account and the admin show for an order (storefront-shell spec §4): which kinds an
 * order offers, and the invoice-number code the server attaches to each link so the page knows whether to
 * confirm before a print gives the document its number.
 */
import type { DocumentKind } from "./kinds.ts";

/** §4 "Invoice-number confirmation": the codes a link may carry. Any other value opens directly. */
export const INVOICE_NUMBER_CODE = {
  none: 0,
  /** An invoice for a free order: confirm first. */
  freeOrder: 1,
  /** A credit note about to be numbered: confirm first. */
  creditNote: 2,
  /** The shop has no from-address: alert and stop. */
  noFromAddress: 3,
  /** An invoice under a custom title: confirm first. */
  titled: 11,
} as const;
export type InvoiceNumberCode = (typeof INVOICE_NUMBER_CODE)[keyof typeof INVOICE_NUMBER_CODE];

/** The query parameter the link gets once the shopper chose "don't show again" (§4). */
export const DONT_SHOW_AGAIN_PARAM = "wt_dont_show_again";

export type DocumentLink = {
  kind: DocumentKind;
  label: string;
  /** The HTML document: `/account/orders/:orderId/documents/:kind` (plus `?key=` for a guest). */
  href: string;
  pdfHref: string;
  invoiceNumberCode: InvoiceNumberCode;
  /** Reload the page after printing (a print that issued a number changes what the page shows). */
  reload: boolean;
};

export type NumberingFacts = {
  kind: DocumentKind;
  /** The document already has its number: printing again changes nothing, so nothing to confirm. */
  alreadyNumbered: boolean;
  /** The order's total is zero. */
  freeOrder: boolean;
  /** The shop's address is complete enough to issue an invoice from. */
  hasFromAddress: boolean;
  /** The kind is printed under a custom title from the document settings. */
  customTitle: boolean;
  /** The document settings ask for confirmation before numbering. */
  confirmNumbering: boolean;
};

/** The code a link carries: the server's decision, the page only follows it. */
export function invoiceNumberCodeFor(facts: NumberingFacts): InvoiceNumberCode {
  const numbered = facts.kind === "invoice" || facts.kind === "credit-note";
  if (!numbered || facts.alreadyNumbered) return INVOICE_NUMBER_CODE.none;
  if (!facts.hasFromAddress) return INVOICE_NUMBER_CODE.noFromAddress;
  if (!facts.confirmNumbering) return INVOICE_NUMBER_CODE.none;
  if (facts.kind === "credit-note") return INVOICE_NUMBER_CODE.creditNote;
  if (facts.freeOrder) return INVOICE_NUMBER_CODE.freeOrder;
  if (facts.customTitle) return INVOICE_NUMBER_CODE.titled;
  return INVOICE_NUMBER_CODE.none;
}
