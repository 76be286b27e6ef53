import { inArray } from "drizzle-orm";
import { EMAIL_SETTINGS_KEY, resolveEmailSettings } from "../../../../domain/mail/email-texts.ts";
import { newOrderAdminMail, orderReceivedMail, type OrderMailInput, type OrderMailTexts } from "../../../../domain/mail/order-mails.ts";
import { resolveStoreSettings, STORE_SETTINGS_KEY } from "../../../../domain/settings/store-settings.ts";
import type { Tx } from "../../../db/kit/index.ts";
import { settings } from "../../../db/schema/index.ts";
import type { MailService } from "../../mail/index.ts";

/** The merchant's mail texts and the shop's name (settings "emails" and "store"), read in the caller's transaction. */
export async function orderMailTexts(tx: Tx): Promise<OrderMailTexts> {
  const rows = await tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [EMAIL_SETTINGS_KEY, STORE_SETTINGS_KEY]));
  const stored = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  return { texts: resolveEmailSettings(stored(EMAIL_SETTINGS_KEY)), shopName: resolveStoreSettings(stored(STORE_SETTINGS_KEY)).name };
}

/**
 * Step 6. The order's e-mails go into the outbox in the order's transaction: they exist exactly when it does.
 * Their texts and sender are the merchant's (settings "emails", the shop's name from "store"), read in the same transaction.
 * An order paid after placing (a card order, placed pending) holds the shopper's confirmation until it is
 * paid (`queueHeldConfirmation`); the shop's notice goes out now either way.
 */
export async function queueMails(
  tx: Tx,
  mail: Pick<MailService, "enqueueAll">,
  order: OrderMailInput,
  shopEmail: string,
  options: { holdConfirmation?: boolean } = {},
): Promise<void> {
  const texts = await orderMailTexts(tx);
  const received = orderReceivedMail(order, texts);
  const notice = newOrderAdminMail(order, texts);
  await mail.enqueueAll(
    [
      ...(options.holdConfirmation ? [] : [{ to: order.email, kind: "order_received", subject: received.subject, text: received.text }]),
      { to: shopEmail, kind: "order_new_admin", subject: notice.subject, text: notice.text },
    ],
    tx,
  );
}
