import { randomBytes } from "node:crypto";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { initialGrant, statusAllowsDownload } from "../../../domain/downloads/rules.ts";
import type { Tx } from "../../db/kit/index.ts";
import { downloadFiles, downloadGrants, orderLines, orders, products } from "../../db/schema/index.ts";

/** A new access key: 32 random bytes, base64url (43 characters). */
export function newAccessKey(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Gives the buyer of a paid order (processing or completed) their downloads: one grant per order line and
 * file attached to the line's downloadable product (files of the product itself, or of the line's
 * variation). Called in the transaction that places the order or changes its status; safe to call again
 * (a line's grant for a file is unique, an existing one is left as it is). Returns how many were created.
 */
export async function grantDownloads(tx: Tx, orderId: number, now: Date): Promise<number> {
  const [order] = await tx.select({ status: orders.status, customerId: orders.customerId, email: orders.email }).from(orders).where(eq(orders.id, orderId));
  if (!order || !statusAllowsDownload(order.status)) return 0;
  const files = await tx
    .select({ lineId: orderLines.id, fileId: downloadFiles.id, downloadLimit: downloadFiles.downloadLimit, expiryDays: downloadFiles.expiryDays })
    .from(orderLines)
    .innerJoin(products, and(eq(products.id, orderLines.productId), eq(products.downloadable, true)))
    .innerJoin(
      downloadFiles,
      and(
        eq(downloadFiles.productId, orderLines.productId),
        or(isNull(downloadFiles.variationId), eq(downloadFiles.variationId, sql`${orderLines.variationId}`)),
      ),
    )
    .where(eq(orderLines.orderId, orderId));
  if (files.length === 0) return 0;
  const created = await tx
    .insert(downloadGrants)
    .values(
      files.map((file) => ({
        orderId,
        orderLineId: file.lineId,
        fileId: file.fileId,
        customerId: order.customerId,
        email: order.email,
        accessKey: newAccessKey(),
        ...initialGrant(file, now),
      })),
    )
    .onConflictDoNothing({ target: [downloadGrants.orderLineId, downloadGrants.fileId] })
    .returning({ id: downloadGrants.id });
  return created.length;
}
