import { desc, eq, sql } from "drizzle-orm";
import { MAIL_ATTACHMENTS_MAX_BYTES, type MailAttachment, attachmentsSize } from "../../../domain/mail/attachments.ts";
import { MAX_SEND_ATTEMPTS } from "../../../domain/mail/delivery.ts";
import { DEFAULT_MAIL_FROM, formatMailbox, parseMailbox, type Mailbox } from "../../../domain/mail/sender-address.ts";
import type { Db } from "../../db/connect.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { senderAtQueueTime } from "./sender.ts";
import { outboxColumns, SEND_BATCH, sendPendingMails } from "./send-pending.ts";
import { mailSettingsFromEnv, type MailSettings } from "./settings.ts";
import { createSmtpTransport } from "./smtp.ts";

/** A database handle or an open transaction: `enqueue` inside a caller's transaction commits with it (and reads the sender there). */
export type MailWriter = Pick<Db, "insert" | "select">;

export type MailMessage = { to: string; subject: string; text: string; html?: string | null; kind: string; attachments?: MailAttachment[] };
export type { MailAttachment };
export type OutboxMail = MailMessage & {
  id: number;
  html: string | null;
  attachments: MailAttachment[];
  /** The From header fixed when the mail was queued; null for a mail older than that (it goes out as the configured sender). */
  sender: string | null;
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
  /** The configured sender (MAIL_FROM): what the merchant's sender setting falls back to, and what an outbox row without a sender is sent as. */
  readonly defaultFrom: Mailbox;
  /**
   * Writes a mail to the outbox, on `q` when given (a caller's transaction), else on the service's db. Its
   * From is fixed now, from the merchant's sender setting (settings "emails") read on the same `q`.
   */
  enqueue(message: MailMessage, q?: MailWriter): Promise<number>;
  /** Several mails at once, one sender read for all; answers their ids in order. */
  enqueueAll(messages: MailMessage[], q?: MailWriter): Promise<number[]>;
  /** The From a stored mail goes out with: its own, or the configured sender's. */
  senderOf(mail: Pick<OutboxMail, "sender">): string;
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

/** What the shop sends as when neither MAIL_FROM nor the merchant names a sender. */
const BUILT_IN_FROM = parseMailbox(DEFAULT_MAIL_FROM)!;

export type MailServiceOptions = {
  transport?: MailTransport | null;
  now?: () => Date;
  /** The configured sender (MAIL_FROM); "Vitrine <shop@localhost>" when omitted. */
  defaultFrom?: Mailbox;
};

export function createMailService(db: Db, options: MailServiceOptions = {}): MailService {
  const transport = options.transport ?? null;
  const now = options.now ?? (() => new Date());
  const defaultFrom = options.defaultFrom ?? BUILT_IN_FROM;

  async function enqueueAll(messages: MailMessage[], q: MailWriter = db): Promise<number[]> {
    if (messages.length === 0) return [];
    // A programming error, not a shopper's: no caller attaches more than an e-invoice or two.
    for (const message of messages)
      if (attachmentsSize(message.attachments ?? []) > MAIL_ATTACHMENTS_MAX_BYTES)
        throw new RangeError(`Mail attachments over ${MAIL_ATTACHMENTS_MAX_BYTES} bytes`);
    const sender = formatMailbox(await senderAtQueueTime(q, defaultFrom));
    const createdAt = now();
    const rows = await q
      .insert(mailOutbox)
      .values(
        messages.map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
          kind: m.kind,
          attachments: m.attachments ?? [],
          sender,
          createdAt,
        })),
      )
      .returning({ id: mailOutbox.id });
    return rows.map((row) => row.id);
  }

  return {
    hasTransport: transport !== null,
    defaultFrom,

    async enqueue(message, q = db) {
      const [id] = await enqueueAll([message], q);
      return id!;
    },

    enqueueAll,

    senderOf: (mail) => mail.sender ?? formatMailbox(defaultFrom),

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
