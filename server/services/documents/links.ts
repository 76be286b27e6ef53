/** The facts the pure link rule (domain/documents/links.ts) needs about an order and the shop. */
import { eq } from "drizzle-orm";
import type { DocumentViewer } from "../../../domain/documents/access.ts";
import { hasFromAddress } from "../../../domain/documents/build-model.ts";
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from "../../../domain/documents/kinds.ts";
import { type LinkContext, numberedDocumentKey, type OrderDocumentFacts } from "../../../domain/documents/links.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { documents } from "../../db/schema/index.ts";
import { type OrderSource, readRefundIds, readShopSettings } from "./sources.ts";

export async function orderFactsFor(db: Queryable, order: OrderSource, viewer: DocumentViewer): Promise<OrderDocumentFacts> {
  return {
    orderId: order.id,
    status: order.status,
    total: order.total,
    refundIds: await readRefundIds(db, order.id),
    // A guest's links carry the order's key; an account's order (and staff) need none.
    guestKey: order.customerId === null && !viewer.staff ? order.key : null,
  };
}

export async function linkContextFor(db: Queryable, orderId: number, viewer: DocumentViewer): Promise<LinkContext> {
  const shop = await readShopSettings(db);
  const issued = await db.select({ kind: documents.kind, refundId: documents.refundId }).from(documents).where(eq(documents.orderId, orderId));
  return {
    kinds: viewer.staff ? DOCUMENT_KINDS : shop.documents.customerKinds,
    labels: DOCUMENT_KIND_LABELS,
    titles: shop.documents.titles,
    numbered: new Set(issued.map((row) => numberedDocumentKey(row.kind as DocumentKind, row.refundId))),
    hasFromAddress: hasFromAddress(shop.store),
    confirmNumbering: shop.documents.confirmNumbering,
  };
}
