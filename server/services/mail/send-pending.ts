import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { leaseUntil, MAX_FAILURES_IN_A_ROW, MAX_SEND_ATTEMPTS, nextAttemptAfterFailure } from "../../../domain/mail/delivery.ts";
import type { Db } from "../../db/connect.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import type { MailTransport, OutboxMail } from "./index.ts";

/** Mails sent per `sendPending` call at most; the sender loop comes back for the rest. */
export const SEND_BATCH = 50;

export const outboxColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  kind: mailOutbox.kind,
  sender: mailOutbox.sender,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  attachments: mailOutbox.attachments,
};

/**
 * Claims the oldest due mail for this sender in one statement: counts the attempt and leases the mail
 * (nextAttemptAt a lease ahead), so no other sender picks it up while it is being sent. `skip locked`
 * lets a concurrent claim pass over the row being claimed here and take the next one instead of waiting;
 * a claim that does wait re-checks the row after the other commits and finds it no longer due.
 */
async function claimNext(db: Db, now: Date): Promise<OutboxMail | null> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_SEND_ATTEMPTS), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now))))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [mail] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil(now) })
    .where(inArray(mailOutbox.id, due))
    .returning(outboxColumns);
  return mail ?? null;
}

/**
 * Sends due mails oldest first, each claimed before it is sent, so several processes may run this at
 * once without sending a mail twice. A failure records the error and when to try again (or gives the
 * mail up); a run stops early after MAX_FAILURES_IN_A_ROW failures in a row, the server being likely down.
 */
export async function sendPendingMails(db: Db, transport: MailTransport, now: () => Date): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  let failuresInARow = 0;
  while (sent + failed < SEND_BATCH && failuresInARow < MAX_FAILURES_IN_A_ROW) {
    const mail = await claimNext(db, now());
    if (!mail) break;
    try {
      await transport.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ lastError: message.slice(0, 1000), nextAttemptAt: nextAttemptAfterFailure(mail.attempts, now()) })
        .where(eq(mailOutbox.id, mail.id));
      failed++;
      failuresInARow++;
      continue;
    }
    // Outside the try: a failure to record the delivery must not be mistaken for a failed delivery.
    await db.update(mailOutbox).set({ sentAt: now(), lastError: null, nextAttemptAt: null }).where(eq(mailOutbox.id, mail.id));
    sent++;
    failuresInARow = 0;
  }
  return { sent, failed };
}
