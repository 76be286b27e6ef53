import { newOrderAdminMail, orderReceivedMail, type OrderMailInput } from "../../../../domain/mail/order-mails.ts";
import type { Tx } from "../../../db/kit/index.ts";
import { mailOutbox } from "../../../db/schema/index.ts";

/** Step 6. The order's e-mails go into the outbox in the order's transaction: they exist exactly when it does. */
export async function queueMails(tx: Tx, order: OrderMailInput, shopEmail: string): Promise<void> {
  const received = orderReceivedMail(order);
  const notice = newOrderAdminMail(order);
  await tx.insert(mailOutbox).values([
    { to: order.email, kind: "order_received", subject: received.subject, text: received.text },
    { to: shopEmail, kind: "order_new_admin", subject: notice.subject, text: notice.text },
  ]);
}
