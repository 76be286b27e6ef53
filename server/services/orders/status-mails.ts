import { eq } from "drizzle-orm";
import { downloadsMailBlock, downloadsReadyMail } from "../../../domain/downloads/mail-block.ts";
import type { Tx } from "../../db/kit/index.ts";
import { orders } from "../../db/schema/index.ts";
import { orderMailTexts } from "../checkout/index.ts";
import { orderDownloads } from "../downloads/index.ts";
import type { MailService } from "../mail/index.ts";

/**
 * The buyer's e-mail with the download links a status change opened (staff moved a bank-transfer order to
 * processing once the money arrived, say), queued in the change's transaction. Nothing when there are none.
 */
export async function queueDownloadsReady(tx: Tx, mail: Pick<MailService, "enqueueAll">, orderId: number, origin: string): Promise<void> {
  const [order] = await tx.select({ number: orders.number, email: orders.email }).from(orders).where(eq(orders.id, orderId));
  const downloads = await orderDownloads(tx, orderId);
  if (!order || downloads.length === 0) return;
  const { shopName } = await orderMailTexts(tx);
  const ready = downloadsReadyMail(order, downloadsMailBlock(downloads, origin), shopName);
  await mail.enqueueAll([{ to: order.email, kind: "downloads_ready", subject: ready.subject, text: ready.text }], tx);
}
