import { inArray } from "drizzle-orm";
import { orderAccess } from "../../../domain/documents/access.ts";
import type { DocumentKind } from "../../../domain/documents/kinds.ts";
import type { DocumentLink } from "../../../domain/documents/links.ts";
import type { DocumentModel } from "../../../domain/documents/model.ts";
import type { Db } from "../../db/kit/index.ts";
import { orders } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";
import type { MailService } from "../mail/index.ts";
import { mailEInvoices } from "./e-invoice-mail.ts";
import { issueDocument } from "./issue.ts";
import { type DocumentActor, freshModel, linksOf, type OpenOptions, openDocument, viewerOf } from "./open.ts";
import { numbersReport } from "./report.ts";
import { readOrder, readShopSettings } from "./sources.ts";

export { issueDocument, takeNextSequence, type IssuedDocument, type IssueRequest } from "./issue.ts";
export type { DocumentActor, OpenedDocument, OpenOptions, UnissuedDocument } from "./open.ts";
export type { IssuedRow, NumbersReport, SeriesReport } from "./report.ts";

/** At most this many orders in one bulk print (one request, one PDF, answered while the staff member waits). */
export const BULK_PRINT_LIMIT = 100;
/** The kinds a bulk print makes: the warehouse's papers. */
export const BULK_PRINT_KINDS = ["packing-list", "shipping-label"] as const satisfies readonly DocumentKind[];
export type BulkPrintKind = (typeof BULK_PRINT_KINDS)[number];

export type DocumentService = ReturnType<typeof createDocumentService>;

/**
 * Order documents: opening one for whoever asks (an invoice or credit note takes its number only when the
 * caller asks to issue it: a confirmed POST, never a plain open), the print links an order offers, the
 * admin's report of numbers issued, and bulk prints.
 */
export function createDocumentService(db: Db, options: { mail?: Pick<MailService, "enqueue"> } = {}) {
  const onIssued = options.mail ? mailEInvoices(options.mail) : undefined;
  return {
    /**
     * The document's model ("ready"), or "unissued" for an invoice or credit note without a number opened
     * without `issue`; or a ServiceError: not_found (also for someone else's order), unauthenticated,
     * conflict (a refusal to show as text). Only `{ issue: true }` writes: it numbers the document once.
     */
    documentFor: (actor: DocumentActor, orderId: number, kind: DocumentKind, options: OpenOptions = {}) =>
      openDocument(db, actor, orderId, kind, options, onIssued),

    /** The print links of an order for this actor (none when they may not see the order). */
    async linksFor(actor: DocumentActor, orderId: number, options: { key?: string } = {}): Promise<DocumentLink[]> {
      const viewer = viewerOf(actor);
      const order = await readOrder(db, orderId);
      if (!order) return [];
      const shop = await readShopSettings(db);
      if (orderAccess(viewer, { order, givenKey: options.key ?? "" }, shop.documents) !== "allowed") return [];
      return linksOf(db, viewer, order);
    },

    numbersReport: (options: { seriesKey?: string } = {}) => numbersReport(db, options),

    /** Issues an order's invoice (or a refund's credit note) now, in its own transaction: for the seed and the admin. */
    issue: (kind: "invoice" | "credit-note", orderId: number, options: { refundId?: number; issuedBy?: number | null; now?: Date } = {}) =>
      db.transaction((tx) =>
        issueDocument(tx, { kind, orderId, refundId: options.refundId ?? null, issuedBy: options.issuedBy ?? null, now: options.now ?? new Date() }),
      ),

    /** Staff only: the models of one unnumbered kind for many orders, in the order asked; unknown ids are skipped. */
    async bulkModels(actor: DocumentActor, orderIds: readonly number[], kind: BulkPrintKind, now = new Date()): Promise<DocumentModel[]> {
      if (!viewerOf(actor).staff) throw new ServiceError("forbidden", "not_staff", "Only an order manager may print documents in bulk.");
      if (orderIds.length > BULK_PRINT_LIMIT)
        throw new ServiceError("invalid", "too_many_orders", `Select at most ${BULK_PRINT_LIMIT} orders to print at once.`, {
          fields: { ids: `At most ${BULK_PRINT_LIMIT}.` },
        });
      const existing = new Set(
        (
          await db
            .select({ id: orders.id })
            .from(orders)
            .where(inArray(orders.id, [...orderIds]))
        ).map((row) => row.id),
      );
      const models: DocumentModel[] = [];
      for (const id of orderIds) {
        if (!existing.has(id)) continue;
        const order = await readOrder(db, id);
        if (order) models.push(await freshModel(db, order, kind, now));
      }
      return models;
    },
  };
}
