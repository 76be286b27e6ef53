/**
 * Opening a document for someone: who may (domain/documents/access.ts), then the stored model of a
 * numbered document, or a model built fresh for the other kinds. A numbered document without its number
 * is given one only when the caller asks to issue it (a confirmed POST); a plain open answers that it has
 * none yet and writes nothing.
 */
import { hasPermission } from "../../../domain/admin/permissions.ts";
import { documentAccess, type DocumentViewer } from "../../../domain/documents/access.ts";
import { buildDocumentModel, hasFromAddress } from "../../../domain/documents/build-model.ts";
import { issueRefusal } from "../../../domain/documents/issuing.ts";
import { type DocumentKind, isNumberedKind, type NumberedKind } from "../../../domain/documents/kinds.ts";
import { type DocumentLink, documentLinksFor, INVOICE_NUMBER_CODE, type InvoiceNumberCode, numberedDocumentKey } from "../../../domain/documents/links.ts";
import type { DocumentModel } from "../../../domain/documents/model.ts";
import type { Db } from "../../db/kit/index.ts";
import { ServiceError } from "../errors.ts";
import { findIssued, issueDocument, issueRefused, type IssueRequest } from "./issue.ts";
import { type OrderSource, bankAccountOf, paymentOf, readLines, readOrder, readRefundIds, readShopSettings } from "./sources.ts";
import { linkContextFor, orderFactsFor } from "./links.ts";

/** Who asks: the signed-in account with its roles, or null for a guest. */
export type DocumentActor = { id: number; roles: readonly string[] } | null;

export type OpenOptions = {
  /** The order key a guest's link carries ("" or missing: none). */
  key?: string | undefined;
  /** The refund a credit note is about. */
  refundId?: number | null | undefined;
  now?: Date | undefined;
  /**
   * Give an invoice or credit note without a number its number now, in one transaction (the confirmed
   * POST of the print flow or of the issue page). Without it, such a document is answered as "unissued".
   */
  issue?: boolean | undefined;
};

/** An invoice or credit note the viewer may have, which has no number yet (nothing stops it being issued). */
export type UnissuedDocument = {
  kind: NumberedKind;
  refundId: number | null;
  orderNumber: string;
  /** The code the order's print link carries (§4): which question to ask before issuing. */
  invoiceNumberCode: InvoiceNumberCode;
};

export type OpenedDocument =
  | { state: "ready"; model: DocumentModel; /** Whether this request gave the document its number. */ issued: boolean }
  | { state: "unissued"; document: UnissuedDocument };

export const viewerOf = (actor: DocumentActor): DocumentViewer => ({
  customerId: actor?.id ?? null,
  staff: actor !== null && hasPermission(actor.roles, "orders"),
});

const notFound = () => new ServiceError("not_found", "document_not_found", "There is no such document.");
const loginFirst = () => new ServiceError("unauthenticated", "not_signed_in", "Please log in to open this document.");

export async function openDocument(
  db: Db,
  actor: DocumentActor,
  orderId: number,
  kind: DocumentKind,
  options: OpenOptions = {},
  onIssued?: IssueRequest["onIssued"],
): Promise<OpenedDocument> {
  const viewer = viewerOf(actor);
  const order = await readOrder(db, orderId);
  if (!order) throw notFound();
  const shop = await readShopSettings(db);
  const access = documentAccess(viewer, { kind, order, givenKey: options.key ?? "" }, shop.documents);
  if (access === "login") throw loginFirst();
  if (access === "not-found") throw notFound();
  const refundId = kind === "credit-note" ? (options.refundId ?? null) : null;
  if (kind === "credit-note" && refundId === null) throw notFound();

  if (isNumberedKind(kind)) {
    const stored = await findIssued(db, { kind, orderId, refundId });
    if (stored) return { state: "ready", model: stored.model, issued: false };
    // Customers are offered only what the order's links offer (no invoice before payment, say); staff anything.
    const link = viewer.staff && options.issue ? null : await offered(db, viewer, order, kind, refundId);
    if (!viewer.staff && !link) throw notFound();
    if (!options.issue) return { state: "unissued", document: await unissued(db, order, kind, refundId, link) };
    // The order's row lock and the series' counter row (issue.ts) keep the numbers gapless and each document single.
    const issued = await db.transaction((tx) =>
      issueDocument(tx, { kind, orderId, refundId, issuedBy: viewer.customerId, now: options.now ?? new Date(), ...(onIssued ? { onIssued } : {}) }),
    );
    return { state: "ready", model: issued.model, issued: true };
  }
  if (!viewer.staff && !(await offered(db, viewer, order, kind, null))) throw notFound();
  return { state: "ready", model: await freshModel(db, order, kind, options.now ?? new Date()), issued: false };
}

/**
 * A numbered document not issued yet, read without writing: refused now as issuing it would be (no shop
 * address, an unpaid order, no such refund), so the asker is not offered a confirmation bound to fail.
 */
async function unissued(db: Db, order: OrderSource, kind: NumberedKind, refundId: number | null, link: DocumentLink | null): Promise<UnissuedDocument> {
  if (kind === "credit-note" && !(await readRefundIds(db, order.id)).includes(refundId ?? -1)) throw notFound();
  const shop = await readShopSettings(db);
  const refusal = issueRefusal({ kind, orderStatus: order.status, hasFromAddress: hasFromAddress(shop.store) });
  if (refusal) throw issueRefused(refusal, kind, order.status);
  return { kind, refundId, orderNumber: order.number, invoiceNumberCode: link?.invoiceNumberCode ?? INVOICE_NUMBER_CODE.none };
}

/** A model of an unnumbered kind, built now from the order as it is. */
export async function freshModel(db: Db, order: OrderSource, kind: DocumentKind, now: Date): Promise<DocumentModel> {
  const shop = await readShopSettings(db);
  return buildDocumentModel({
    kind,
    order,
    lines: await readLines(db, order.id),
    store: shop.store,
    settings: shop.documents,
    payment: paymentOf(order, shop),
    bankAccount: bankAccountOf(shop),
    issueDate: now.toISOString().slice(0, 10),
    number: null,
  });
}

/** The order's print link of this document for this viewer, or null when it offers none. */
async function offered(db: Db, viewer: DocumentViewer, order: OrderSource, kind: DocumentKind, refundId: number | null): Promise<DocumentLink | null> {
  const links = await linksOf(db, viewer, order);
  const wanted = numberedDocumentKey(kind, refundId);
  return links.find((link) => numberedDocumentKey(link.kind, link.refundId) === wanted) ?? null;
}

/** The print links an order offers this viewer (every kind for staff, the settings' customer kinds otherwise). */
export async function linksOf(db: Db, viewer: DocumentViewer, order: OrderSource): Promise<DocumentLink[]> {
  const [facts, context] = await Promise.all([orderFactsFor(db, order, viewer), linkContextFor(db, order.id, viewer)]);
  return documentLinksFor(facts, context);
}
