/**
 * Giving an invoice or a credit note its number (storefront-shell spec §4 "Invoice-number confirmation"):
 * when it may be issued at all, and what the page that asks for the confirmed issue says. A number is
 * given only by a confirmed POST (the print flow's, or this page's form); opening a document never gives one.
 */
import type { DocumentMessages } from "./document-settings.ts";
import { DOCUMENT_KIND_LABELS, type NumberedKind } from "./kinds.ts";
import { INVOICE_NUMBER_CODE } from "./links.ts";

/** Statuses that take no invoice: nothing was sold, or nothing paid yet (those print a proforma). */
export const NO_INVOICE_STATUSES: readonly string[] = ["pending", "on-hold", "failed", "cancelled"];

/** Why a document cannot be issued now: the shop has no address to issue it from, or the order is not paid. */
export type IssueRefusal = "no-from-address" | "not-invoiceable";

export type IssueFacts = {
  kind: NumberedKind;
  orderStatus: string;
  /** The shop's address is complete enough to issue from (build-model's hasFromAddress). */
  hasFromAddress: boolean;
};

/**
 * Whether the document may take its number now; null when it may. A credit note corrects an invoice, and
 * the invoice it needs is issued with it, so the invoice's own rule is its caller's to ask.
 */
export function issueRefusal(facts: IssueFacts): IssueRefusal | null {
  if (!facts.hasFromAddress) return "no-from-address";
  if (facts.kind === "invoice" && NO_INVOICE_STATUSES.includes(facts.orderStatus)) return "not-invoiceable";
  return null;
}

/** The heading of the page that asks before a document is numbered, and its button: "Issue invoice". */
export function issueHeading(kind: NumberedKind): string {
  return `Issue ${DOCUMENT_KIND_LABELS[kind].toLowerCase()}`;
}

/**
 * The question that page asks: the one the print flow's confirm dialog asks for the link's code (a free
 * order, a custom title), the credit note's, or the plain numbering question.
 */
export function issueQuestion(kind: NumberedKind, code: number, msgs: DocumentMessages): string {
  if (kind === "credit-note") return msgs.creditnote_number_prompt;
  if (code === INVOICE_NUMBER_CODE.freeOrder) return msgs.invoice_number_prompt_free_order;
  if (code === INVOICE_NUMBER_CODE.titled) return `${msgs.invoice_title_prompt} ${msgs.invoice_number_prompt}`;
  return msgs.invoice_number_prompt;
}
