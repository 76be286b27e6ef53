import type { DeliveryState } from "../../../../domain/mail/delivery.ts";
import { splitMailText } from "../../../lib/mail-text.ts";

export type MailboxMailData = {
  id: number;
  /** The From header it is (or was) sent with. */
  from: string;
  to: string;
  subject: string;
  kind: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  /** For a pending mail that failed before: when it is tried again. */
  nextAttemptAt: string | null;
  state: DeliveryState;
  /** The names of the files sent with the mail (an e-invoice's XML). */
  attachments?: string[];
};

/** UTC on the server and in the browser alike, so hydration sees the same text. */
const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
const formatTime = (iso: string) => `${timeFormat.format(new Date(iso))} UTC`;

const STATE_LABEL: Record<DeliveryState, string> = { sent: "Sent", pending: "Pending", failed: "Failed" };

/** One mail of the outbox: its envelope, delivery state and plain-text body with working links. */
export function MailboxMail({ mail }: { mail: MailboxMailData }) {
  const headingId = `mail-${mail.id}-subject`;
  return (
    <article className="mailbox-mail" aria-labelledby={headingId}>
      <header className="mailbox-mail__head">
        <h3 id={headingId} className="mailbox-mail__subject">
          {mail.subject}
        </h3>
        <span className={`mailbox-mail__state mailbox-mail__state--${mail.state}`}>{STATE_LABEL[mail.state]}</span>
      </header>
      <dl className="mailbox-mail__meta">
        <div>
          <dt>From</dt>
          <dd>{mail.from}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>
            <code>{mail.kind}</code>
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={mail.createdAt}>{formatTime(mail.createdAt)}</time>
          </dd>
        </div>
        {mail.sentAt && (
          <div>
            <dt>Sent</dt>
            <dd>
              <time dateTime={mail.sentAt}>{formatTime(mail.sentAt)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>Attempts</dt>
          <dd>{mail.attempts}</dd>
        </div>
        {mail.state === "pending" && mail.nextAttemptAt && (
          <div>
            <dt>Next attempt</dt>
            <dd>
              <time dateTime={mail.nextAttemptAt}>{formatTime(mail.nextAttemptAt)}</time>
            </dd>
          </div>
        )}
        {mail.attachments && mail.attachments.length > 0 && (
          <div>
            <dt>Attachments</dt>
            <dd>{mail.attachments.join(", ")}</dd>
          </div>
        )}
        {mail.lastError && (
          <div>
            <dt>Last error</dt>
            <dd className="mailbox-mail__error">{mail.lastError}</dd>
          </div>
        )}
      </dl>
      <pre className="mailbox-mail__body">
        {splitMailText(mail.text).map((part, i) =>
          part.kind === "link" ? (
            <a key={i} href={part.href} rel="noreferrer">
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </pre>
    </article>
  );
}
