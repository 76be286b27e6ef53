/**
 * What a payment does to its order, inside the payment's transaction: the status it calls for (with a
 * history entry), the downloads a paid order opens, the confirmation a card order held until it was paid,
 * and the notes staff read on the order page.
 */
import { eq } from "drizzle-orm";
import { orderStatusAfterPayment } from "../../../domain/payments/order-payment.ts";
import type { PaymentStatus } from "../../../domain/payments/payment-state.ts";
import type { Tx } from "../../db/kit/index.ts";
import { orderNotes, orderStatusHistory, orders } from "../../db/schema/index.ts";
import { confirmationHeld, queueHeldConfirmation } from "../checkout/index.ts";
import { grantDownloads } from "../downloads/index.ts";
import type { MailService } from "../mail/index.ts";

export type OrderMoveDeps = { mail: Pick<MailService, "enqueueAll">; origin: string; now: () => Date };

/** Moves the order as a payment's new status calls for, with a history entry; a status it already has stays. */
export async function moveOrder(q: Tx, deps: OrderMoveDeps, orderId: number, status: PaymentStatus, note: string): Promise<void> {
  const to = orderStatusAfterPayment(status);
  if (!to) return;
  const [order] = await q.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || order.status === to) return;
  const held = to === "processing" && (await confirmationHeld(q, orderId));
  await q.update(orders).set({ status: to }).where(eq(orders.id, orderId));
  await q.insert(orderStatusHistory).values({ orderId, fromStatus: order.status, toStatus: to, note });
  if (to !== "processing") return;
  // A paid order's downloads open now, as they do when staff move an order to processing; a card order's
  // confirmation, held while it waited for the card, goes out with their links.
  await grantDownloads(q, orderId, deps.now());
  if (held) await queueHeldConfirmation(q, deps.mail, orderId, deps.origin);
}

/** A private note on the order (who did what to its payment), by a member of staff or the shop. */
export async function paymentNote(q: Tx, orderId: number, body: string, authorId: number | null): Promise<void> {
  await q.insert(orderNotes).values({ orderId, authorId, body, toCustomer: false });
}
