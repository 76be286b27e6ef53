/**
 * The confirmation of a card order, held from placement until it is paid (domain rule
 * `confirmationHeldUntilPaid`): the payment service, or staff moving the order to processing, queue it
 * then, built from the stored order, with the download links the payment just opened.
 */
import { asc, eq } from "drizzle-orm";
import { orderSummary } from "../../../domain/checkout/order-summary.ts";
import { orderSummaryText } from "../../../domain/checkout/order-summary-text.ts";
import { downloadsMailBlock } from "../../../domain/downloads/mail-block.ts";
import { orderReceivedMail } from "../../../domain/mail/order-mails.ts";
import { confirmationHeldUntilPaid } from "../../../domain/payments/order-payment.ts";
import type { Tx } from "../../db/kit/index.ts";
import { orderStatusHistory } from "../../db/schema/index.ts";
import { orderDownloads } from "../downloads/index.ts";
import type { MailService } from "../mail/index.ts";
import { orderMailTexts } from "./order-steps/queue-mails.ts";
import { orderById, readOrder } from "./orders.ts";

/** Whether the order still owes its shopper the confirmation; ask before moving the order to processing. */
export async function confirmationHeld(tx: Tx, orderId: number): Promise<boolean> {
  const history = await tx
    .select({ fromStatus: orderStatusHistory.fromStatus, toStatus: orderStatusHistory.toStatus })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return confirmationHeldUntilPaid(history);
}

/** Queues the order's confirmation, in the caller's transaction, with the links of its granted downloads. */
export async function queueHeldConfirmation(tx: Tx, mail: Pick<MailService, "enqueueAll">, orderId: number, origin: string): Promise<void> {
  const order = await readOrder(tx, orderById(orderId));
  if (!order) return;
  const downloads = await orderDownloads(tx, orderId);
  const received = orderReceivedMail(
    {
      number: order.number,
      email: order.email,
      summary: orderSummaryText(orderSummary(order), order.currency),
      payment: `Payment: ${order.paymentMethodTitle ?? "card"}`,
      downloads: downloadsMailBlock(downloads, origin),
    },
    await orderMailTexts(tx),
  );
  await mail.enqueueAll([{ to: order.email, kind: "order_received", subject: received.subject, text: received.text }], tx);
}
