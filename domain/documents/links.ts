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
  /** The refund a credit note's link is about (its `?refund=`); null for every other kind. */
  refundId: number | null;
  label: string;
  /** The HTML document: `/account/orders/:orderId/documents/:kind` (plus `?key=` for a guest). */
  href: string;
  pdfHref: string;
  invoiceNumberCode: InvoiceNumberCode;
  /**
   * An invoice or credit note without its number yet: printing it first posts `intent=issue` to `href`
   * (a GET only asks to issue it), and it has no files to download until then.
   */
  issue: boolean;
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

/** Statuses of an order not yet paid: it offers a proforma invoice instead of an invoice. */
const UNPAID_STATUSES: readonly string[] = ["pending", "on-hold"];
/** Statuses that offer no documents at all (nothing was sold). */
const NO_DOCUMENT_STATUSES: readonly string[] = ["draft", "failed", "cancelled"];

export type OrderDocumentFacts = {
  orderId: number;
  status: string;
  /** The order's total in minor units. */
  total: number;
  /** Refunds of the order, oldest first: each offers its own credit note. */
  refundIds: readonly number[];
  /** A guest's order key, added to every link as `?key=` so a guest can open them; null for an account's order. */
  guestKey: string | null;
};

export type LinkContext = {
  /** The kinds this viewer is offered (the settings' customer kinds, or every kind for staff). */
  kinds: readonly DocumentKind[];
  labels: Record<DocumentKind, string>;
  /** Custom titles from the document settings ("" or missing: the kind's label). */
  titles: Partial<Record<DocumentKind, string>>;
  /** Documents of this order that already carry their number: "invoice", or "credit-note:<refundId>". */
  numbered: ReadonlySet<string>;
  hasFromAddress: boolean;
  confirmNumbering: boolean;
};

/** The key under which a numbered document of an order is known: one invoice, one credit note per refund. */
export function numberedDocumentKey(kind: DocumentKind, refundId: number | null): string {
  return refundId === null ? kind : `${kind}:${refundId}`;
}

/** Which kinds an order offers, in the order of DOCUMENT_KINDS, with one credit note per refund. */
export function documentLinksFor(order: OrderDocumentFacts, context: LinkContext): DocumentLink[] {
  if (NO_DOCUMENT_STATUSES.includes(order.status)) return [];
  const unpaid = UNPAID_STATUSES.includes(order.status);
  const links: DocumentLink[] = [];
  for (const kind of context.kinds) {
    if (kind === "invoice" && unpaid) continue;
    if (kind === "proforma-invoice" && !unpaid) continue;
    const refunds: (number | null)[] = kind === "credit-note" ? [...order.refundIds] : [null];
    for (const refundId of refunds) links.push(linkFor(order, context, kind, refundId));
  }
  return links;
}

function linkFor(order: OrderDocumentFacts, context: LinkContext, kind: DocumentKind, refundId: number | null): DocumentLink {
  const base = `/account/orders/${order.orderId}/documents/${kind}`;
  const query = new URLSearchParams();
  if (refundId !== null) query.set("refund", String(refundId));
  if (order.guestKey !== null) query.set("key", order.guestKey);
  const search = query.size > 0 ? `?${query.toString()}` : "";
  const customTitle = (context.titles[kind] ?? "") !== "";
  const invoiceNumberCode = invoiceNumberCodeFor({
    kind,
    alreadyNumbered: context.numbered.has(numberedDocumentKey(kind, refundId)),
    freeOrder: order.total === 0,
    hasFromAddress: context.hasFromAddress,
    customTitle,
    confirmNumbering: context.confirmNumbering,
  });
  const label = refundId === null ? context.labels[kind] : `${context.labels[kind]} (refund ${refundId})`;
  const issue = (kind === "invoice" || kind === "credit-note") && !context.numbered.has(numberedDocumentKey(kind, refundId));
  return {
    kind,
    refundId,
    label,
    href: `${base}${search}`,
    pdfHref: `${base}.pdf${search}`,
    invoiceNumberCode,
    issue,
    // A print that issues a number changes the page (the number shows, the code goes): reload to show it.
    reload: issue,
  };
}

/** The EN 16931 e-invoice files of a document, as the document route serves them. */
export const E_INVOICE_FORMATS = [
  { label: "UBL", extension: "ubl.xml" },
  { label: "Factur-X", extension: "factur-x.pdf" },
] as const;

/**
 * The PDF download of a link, or null for an invoice or credit note not issued yet: a download must never
 * be what gives a document its number (the print with its confirmation does that), and until then the
 * document route has no file of it (409).
 */
export function pdfHrefOf(link: Pick<DocumentLink, "issue" | "pdfHref">): string | null {
  return link.issue ? null : link.pdfHref;
}

/**
 * The e-invoice downloads of a link: only an invoice or a credit note that already has its number (a
 * download must never be what gives a document its number; the print with its confirmation does that).
 */
export function eInvoiceLinksOf(link: DocumentLink): { label: string; href: string }[] {
  const numbered = link.kind === "invoice" || link.kind === "credit-note";
  if (!numbered || link.issue) return [];
  const [path, query] = link.href.split("?");
  return E_INVOICE_FORMATS.map((format) => ({ label: format.label, href: `${path}.${format.extension}${query ? `?${query}` : ""}` }));
}
