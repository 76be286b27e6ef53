/**
 * Opening a document for someone: who may (domain/documents/access.ts), then the stored model of a
 * numbered document (issued by this very print when it has none yet), or a model built fresh for the
 * other kinds.
 */
import { hasPermission } from "../../../domain/admin/permissions.ts";
import { documentAccess, type DocumentViewer } from "../../../domain/documents/access.ts";
import { buildDocumentModel } from "../../../domain/documents/build-model.ts";
import { type DocumentKind, isNumberedKind } from "../../../domain/documents/kinds.ts";
import { type DocumentLink, documentLinksFor, numberedDocumentKey } from "../../../domain/documents/links.ts";
import type { DocumentModel } from "../../../domain/documents/model.ts";
import type { Db } from "../../db/kit/index.ts";
import { ServiceError } from "../errors.ts";
import { findIssued, issueDocument, type IssueRequest } from "./issue.ts";
import { type OrderSource, bankAccountOf, paymentOf, readLines, readOrder, readShopSettings } from "./sources.ts";
import { linkContextFor, orderFactsFor } from "./links.ts";

/** Who asks: the signed-in account with its roles, or null for a guest. */
export type DocumentActor = { id: number; roles: readonly string[] } | null;

export type OpenOptions = {
  /** The order key a guest's link carries ("" or missing: none). */
  key?: string | undefined;
  /** The refund a credit note is about. */
  refundId?: number | null | undefined;
  now?: Date | undefined;
};

export type OpenedDocument = { model: DocumentModel; /** Whether this request gave the document its number. */ issued: boolean };

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
    if (stored) return { model: stored.model, issued: false };
    // Customers are offered only what the order's links offer (no invoice before payment, say); staff anything.
    if (!viewer.staff && !(await offers(db, viewer, order, kind, refundId))) throw notFound();
    const issued = await db.transaction((tx) =>
      issueDocument(tx, { kind, orderId, refundId, issuedBy: viewer.customerId, now: options.now ?? new Date(), ...(onIssued ? { onIssued } : {}) }),
    );
    return { model: issued.model, issued: true };
  }
  if (!viewer.staff && !(await offers(db, viewer, order, kind, null))) throw notFound();
  return { model: await freshModel(db, order, kind, options.now ?? new Date()), issued: false };
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

async function offers(db: Db, viewer: DocumentViewer, order: OrderSource, kind: DocumentKind, refundId: number | null): Promise<boolean> {
  const links = await linksOf(db, viewer, order);
  const wanted = numberedDocumentKey(kind, refundId);
  return links.some((link) => numberedDocumentKey(link.kind, link.refundId) === wanted);
}

/** The print links an order offers this viewer (every kind for staff, the settings' customer kinds otherwise). */
export async function linksOf(db: Db, viewer: DocumentViewer, order: OrderSource): Promise<DocumentLink[]> {
  const [facts, context] = await Promise.all([orderFactsFor(db, order, viewer), linkContextFor(db, order.id, viewer)]);
  return documentLinksFor(facts, context);
}
