/**
 * Issuing a numbered document (invoice, credit note): the number comes from the series' counter row in the
 * caller's transaction, and the document is stored with its model frozen. Issued once, a document never
 * changes: issuing it again answers the stored one.
 */
import { and, eq, sql } from "drizzle-orm";
import { buildDocumentModel, hasFromAddress } from "../../../domain/documents/build-model.ts";
import { type IssueRefusal, issueRefusal } from "../../../domain/documents/issuing.ts";
import type { NumberedKind } from "../../../domain/documents/kinds.ts";
import type { DocumentModel } from "../../../domain/documents/model.ts";
import { counterKeyFor, formatDocumentNumber, yearOfIsoDate } from "../../../domain/documents/numbering.ts";
import type { Tx } from "../../db/kit/index.ts";
import { documentCounters, documents } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";
import { bankAccountOf, paymentOf, readLines, readOrder, readRefund, readShopSettings } from "./sources.ts";

export type IssueRequest = {
  kind: NumberedKind;
  orderId: number;
  /** The refund a credit note documents; null for an invoice. */
  refundId: number | null;
  /** The staff member or customer whose print issued it (null: the system, the seed). */
  issuedBy: number | null;
  now: Date;
  /** Told of each document issued by this request (a credit note's invoice too), inside its transaction. */
  onIssued?: (tx: Tx, issued: IssuedDocument) => Promise<void>;
};

export type IssuedDocument = { id: number; kind: NumberedKind; number: string; issuedAt: Date; model: DocumentModel; refundId: number | null };

const LABEL: Record<NumberedKind, string> = { invoice: "invoice", "credit-note": "credit note" };

/** The refusal the print flow shows as plain text (§8), for a shop without an address (§4 code 3). */
export const noFromAddress = (kind: NumberedKind) =>
  new ServiceError("conflict", "no_from_address", `No ${LABEL[kind]} can be issued: the shop has no address. Add it in the admin under Settings › Store.`);

/** The service's words for a refusal of domain/documents/issuing.ts. */
export function issueRefused(refusal: IssueRefusal, kind: NumberedKind, orderStatus: string): ServiceError {
  if (refusal === "no-from-address") return noFromAddress(kind);
  return new ServiceError("conflict", "not_invoiceable", `An invoice is issued once the order is paid; this order is ${orderStatus}.`);
}

export async function issueDocument(tx: Tx, request: IssueRequest): Promise<IssuedDocument> {
  // The order's lock makes two prints of the same invoice wait for each other: the second finds the first's.
  const order = await readOrder(tx, request.orderId, { lock: true });
  if (!order) throw new ServiceError("not_found", "order_not_found", `There is no order ${request.orderId}.`);
  const existing = await findIssued(tx, request);
  if (existing) return existing;

  const shop = await readShopSettings(tx);
  const refusal = issueRefusal({ kind: request.kind, orderStatus: order.status, hasFromAddress: hasFromAddress(shop.store) });
  if (refusal) throw issueRefused(refusal, request.kind, order.status);
  let refund: Parameters<typeof buildDocumentModel>[0]["refund"];
  if (request.kind === "credit-note") {
    const refunded = request.refundId === null ? null : await readRefund(tx, order.id, request.refundId);
    if (!refunded) throw new ServiceError("not_found", "refund_not_found", "There is no such refund of this order.");
    // A credit note corrects an invoice: the one this order has, or one issued now, before it.
    const invoice = await issueDocument(tx, { ...request, kind: "invoice", refundId: null });
    refund = { refund: refunded, invoice: { number: invoice.number, issueDate: invoice.model.issueDate } };
  }

  const issueDate = request.now.toISOString().slice(0, 10);
  const series = shop.documents.series[request.kind];
  const year = yearOfIsoDate(issueDate);
  const seriesKey = counterKeyFor(request.kind, series, year);
  const sequence = await takeNextSequence(tx, seriesKey);
  const number = formatDocumentNumber(series, sequence, year);
  const model = buildDocumentModel({
    kind: request.kind,
    order,
    lines: await readLines(tx, order.id),
    refund,
    store: shop.store,
    settings: shop.documents,
    payment: paymentOf(order, shop),
    bankAccount: bankAccountOf(shop),
    issueDate,
    number,
  });
  const [row] = await tx
    .insert(documents)
    .values({
      orderId: order.id,
      refundId: request.kind === "credit-note" ? request.refundId : null,
      kind: request.kind,
      number,
      seriesKey,
      sequence,
      issuedAt: request.now,
      model,
      createdBy: request.issuedBy,
    })
    .returning({ id: documents.id });
  const issued = { id: row!.id, kind: request.kind, number, issuedAt: request.now, model, refundId: request.kind === "credit-note" ? request.refundId : null };
  await request.onIssued?.(tx, issued);
  return issued;
}

/**
 * The series' next value, taken: the counter row is created on first use, then raised under its row lock
 * by one UPDATE … RETURNING. Concurrent issuers queue on that lock; a rolled-back issue gives its value
 * back with the rest of its transaction, so numbers have no gaps.
 */
export async function takeNextSequence(tx: Tx, seriesKey: string): Promise<number> {
  await tx.insert(documentCounters).values({ seriesKey, next: 1 }).onConflictDoNothing({ target: documentCounters.seriesKey });
  const [counter] = await tx
    .update(documentCounters)
    .set({ next: sql`${documentCounters.next} + 1` })
    .where(eq(documentCounters.seriesKey, seriesKey))
    .returning({ next: documentCounters.next });
  return counter!.next - 1;
}

/** The invoice of the order, or the credit note of the refund, when already issued. */
export async function findIssued(tx: Pick<Tx, "select">, request: Pick<IssueRequest, "kind" | "orderId" | "refundId">): Promise<IssuedDocument | null> {
  const where =
    request.kind === "invoice"
      ? and(eq(documents.orderId, request.orderId), eq(documents.kind, "invoice"))
      : and(eq(documents.orderId, request.orderId), eq(documents.kind, "credit-note"), eq(documents.refundId, request.refundId ?? -1));
  const [row] = await tx
    .select({ id: documents.id, number: documents.number, issuedAt: documents.issuedAt, model: documents.model, refundId: documents.refundId })
    .from(documents)
    .where(where)
    .limit(1);
  return row ? { ...row, kind: request.kind } : null;
}
