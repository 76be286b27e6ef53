import { desc, eq, sql } from "drizzle-orm";
import { MAIL_ATTACHMENTS_MAX_BYTES, type MailAttachment, attachmentsSize } from "../../../domain/mail/attachments.ts";
import { MAX_SEND_ATTEMPTS } from "../../../domain/mail/delivery.ts";
import type { Db } from "../../db/connect.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { outboxColumns, SEND_BATCH, sendPendingMails } from "./send-pending.ts";
import { mailSettingsFromEnv, type MailSettings } from "./settings.ts";
import { createSmtpTransport } from "./smtp.ts";

/** A database handle or an open transaction: `enqueue` inside a caller's transaction commits with it. */
export type MailWriter = Pick<Db, "insert">;

export type MailMessage = { to: string; subject: string; text: string; html?: string | null; kind: string; attachments?: MailAttachment[] };
export type { MailAttachment };
export type OutboxMail = MailMessage & {
  id: number;
  html: string | null;
  attachments: MailAttachment[];
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  /** Not before this may the mail be tried (again); null: as soon as possible. */
  nextAttemptAt: Date | null;
};

/** What actually delivers a mail; throws to report a failure (recorded on the row, retried later). */
export type MailTransport = {
  send(mail: OutboxMail): Promise<void>;
  /** Releases connections at shutdown. */
  close?(): void;
};

export { MAX_SEND_ATTEMPTS, SEND_BATCH };

export type MailService = {
  /** Whether a transport delivers the outbox; without one the mails stay readable on the dev mailbox page. */
  readonly hasTransport: boolean;
  /** Writes a mail to the outbox, on `q` when given (a caller's transaction), else on the service's db. */
  enqueue(message: MailMessage, q?: MailWriter): Promise<number>;
  /**
   * Sends due mails through the transport, oldest first, and marks each sent or records its error and
   * when to retry (send-pending.ts). Safe to run in several processes at once: each mail is claimed
   * before it is sent. Without a transport nothing is sent: the mails stay in the outbox for the dev mailbox.
   */
  sendPending(): Promise<{ sent: number; failed: number; skipped: boolean }>;
  /** The newest mails first, for the dev mailbox page; `to` filters by recipient (whatever its case). */
  listOutbox(options?: { limit?: number; to?: string }): Promise<OutboxMail[]>;
};

/**
 * The transport the environment selects: SMTP to the server of SMTP_URL, sending as MAIL_FROM, or null
 * when SMTP_URL is not set (mails then wait in the outbox, readable on the dev mailbox). Throws on a bad
 * SMTP_URL or MAIL_FROM. Other transports plug in through `createMailService(db, { transport })`.
 */
export function transportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport | null {
  return transportFor(mailSettingsFromEnv(env));
}

export function transportFor(settings: MailSettings): MailTransport | null {
  return settings.smtpUrl ? createSmtpTransport({ url: settings.smtpUrl, from: settings.from }) : null;
}

export function createMailService(db: Db, options: { transport?: MailTransport | null; now?: () => Date } = {}): MailService {
  const transport = options.transport ?? null;
  const now = options.now ?? (() => new Date());
  return {
    hasTransport: transport !== null,

    async enqueue(message, q = db) {
      const attachments = message.attachments ?? [];
      // A programming error, not a shopper's: no caller attaches more than an e-invoice or two.
      if (attachmentsSize(attachments) > MAIL_ATTACHMENTS_MAX_BYTES) throw new RangeError(`Mail attachments over ${MAIL_ATTACHMENTS_MAX_BYTES} bytes`);
      const [row] = await q
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, kind: message.kind, attachments, createdAt: now() })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    async sendPending() {
      if (!transport) return { sent: 0, failed: 0, skipped: true };
      return { ...(await sendPendingMails(db, transport, now)), skipped: false };
    },

    async listOutbox(options = {}) {
      const limit = Math.min(Math.max(options.limit ?? 50, 1), 500);
      return db
        .select(outboxColumns)
        .from(mailOutbox)
        .where(options.to ? eq(sql`lower(${mailOutbox.to})`, options.to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },
  };
}
