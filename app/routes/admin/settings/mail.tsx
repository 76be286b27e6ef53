import { data } from "react-router";
import { z } from "zod";
import { deliveryState } from "../../../../domain/mail/delivery.ts";
import { settingsManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { MailboxFilter } from "../../../components/admin/mail/mailbox-filter.tsx";
import { MailboxMail } from "../../../components/admin/mail/mailbox-mail.tsx";
import { ADMIN_HEADERS, requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/mail";

export function meta() {
  return [{ title: "Mail outbox — Vitrine admin" }];
}

export const handle = { breadcrumb: "Mail outbox" };

/** Mails shown at most; the newest come first. */
export const MAILBOX_LIMIT = 100;

export const recipientSchema = z
  .email({ error: "Enter a whole e-mail address, like name@example.com." })
  .max(254, { error: "An e-mail address has at most 254 characters." });

/**
 * The outbox: every mail the shop has written, newest first, with its delivery state and its body
 * (password-reset links included, which is why only the settings' administrator reads it). Without
 * SMTP_URL mails stay here; with it, this shows what was sent and what failed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, settingsManager);
  const { mail } = context.services;
  const raw = (new URL(request.url).searchParams.get("to") ?? "").trim();
  const parsed = raw === "" ? null : recipientSchema.safeParse(raw);
  if (parsed && !parsed.success)
    return data(
      { to: raw.slice(0, 254), error: parsed.error.issues[0]!.message, limit: MAILBOX_LIMIT, mails: [], hasTransport: mail.hasTransport },
      { status: 400, headers: ADMIN_HEADERS },
    );
  const to = parsed?.data;
  const mails = await mail.listOutbox({ to, limit: MAILBOX_LIMIT });
  return {
    to: to ?? "",
    error: null as string | null,
    limit: MAILBOX_LIMIT,
    hasTransport: mail.hasTransport,
    mails: mails.map((m) => ({
      id: m.id,
      from: mail.senderOf(m),
      to: m.to,
      subject: m.subject,
      kind: m.kind,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      attempts: m.attempts,
      lastError: m.lastError,
      nextAttemptAt: m.sentAt === null && m.attempts > 0 ? (m.nextAttemptAt?.toISOString() ?? null) : null,
      state: deliveryState(m),
      attachments: m.attachments.map((a) => a.filename),
    })),
  };
}

export default function MailOutbox({ loaderData: { to, error, limit, mails, hasTransport } }: Route.ComponentProps) {
  return (
    <div className="admin-page mailbox">
      <header className="admin-page__header">
        <h1>Mail outbox</h1>
      </header>
      <p className="admin-muted">
        {hasTransport
          ? "Mails are sent by SMTP; this shows what was sent, what waits and what failed, newest first."
          : "No mail transport is configured (set SMTP_URL to send by SMTP), so the shop’s e-mails wait here, newest first."}
      </p>
      <MailboxFilter to={to} error={error ?? undefined} />
      {!error && (
        <h2 className="mailbox__count" aria-live="polite">
          {mails.length === 0 ? "No mails" : `${mails.length} ${mails.length === 1 ? "mail" : "mails"}`}
          {to ? ` to ${to}` : ""}
          {mails.length === limit ? ` (the newest ${limit})` : ""}
        </h2>
      )}
      <ol role="list" className="mailbox__list">
        {mails.map((m) => (
          <li key={m.id}>
            <MailboxMail mail={m} />
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
