import { eq } from "drizzle-orm";
import { EMAIL_SETTINGS_KEY, resolveEmailSettings, senderMailbox } from "../../../domain/mail/email-texts.ts";
import type { Mailbox } from "../../../domain/mail/sender-address.ts";
import type { Db } from "../../db/connect.ts";
import { settings } from "../../db/schema/index.ts";

/**
 * The sender a mail queued now carries: the merchant's sender name and address (settings "emails"), read
 * on the caller's handle so a mail queued in a transaction sees that transaction's settings; each part
 * left empty there is the configured sender's. A shop whose merchant never saved the e-mail settings
 * sends as configured, name included (the settings' default name is not a choice anyone made).
 */
export async function senderAtQueueTime(q: Pick<Db, "select">, configured: Mailbox): Promise<Mailbox> {
  const [row] = await q.select({ value: settings.value }).from(settings).where(eq(settings.key, EMAIL_SETTINGS_KEY)).limit(1);
  if (!row) return configured;
  return senderMailbox(resolveEmailSettings(row.value), configured);
}
