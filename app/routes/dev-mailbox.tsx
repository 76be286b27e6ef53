import { data, isRouteErrorResponse } from "react-router";
import { administrator } from "../../server/http/access.ts";
import { z } from "zod";
import { deliveryState } from "../../domain/mail/delivery.ts";
import { MailboxFilter } from "../components/dev/mailbox-filter.tsx";
import { MailboxMail } from "../components/dev/mailbox-mail.tsx";
import { ErrorPage } from "../components/errors/error-page.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import type { Route } from "./+types/dev-mailbox";

export function meta() {
  return [{ title: "Dev mailbox — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "no-store" };
}

/** Mails shown at most; the newest come first. */
const MAILBOX_LIMIT = 100;

const ToSchema = z
  .email({ error: "Enter a whole e-mail address, like name@example.com." })
  .max(254, { error: "An e-mail address has at most 254 characters." });

/** What the error boundary is told about a filter it could not use. */
type BadFilter = { badFilter: true; to: string; message: string };
const isBadFilter = (value: unknown): value is BadFilter =>
  typeof value === "object" && value !== null && (value as { badFilter?: unknown }).badFilter === true;

/**
 * The outbox as a mailbox, for development and tests: every mail the shop has written, with its body
 * (password-reset links included). Only a signed-in administrator sees it; for anyone else, and when a
 * real transport delivers the mails (SMTP_URL is set), the page does not exist.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.ctx.requireRole(administrator);
  const { mail } = context.services;
  if (mail.hasTransport) throw data(null, { status: 404 });
  const raw = (new URL(request.url).searchParams.get("to") ?? "").trim();
  let to: string | undefined;
  if (raw !== "") {
    const parsed = ToSchema.safeParse(raw);
    if (!parsed.success) throw data({ badFilter: true, to: raw.slice(0, 254), message: parsed.error.issues[0]!.message } satisfies BadFilter, { status: 400 });
    to = parsed.data;
  }
  const mails = await mail.listOutbox({ to, limit: MAILBOX_LIMIT });
  return {
    to: to ?? "",
    limit: MAILBOX_LIMIT,
    mails: mails.map((m) => ({
      id: m.id,
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
    })),
  };
}

export default function DevMailbox({ loaderData: { to, limit, mails } }: Route.ComponentProps) {
  return (
    <div className="container mailbox">
      <h1>Dev mailbox</h1>
      <p className="muted">
        No mail transport is configured (set <code>SMTP_URL</code> to send by SMTP), so the shop’s e-mails wait in the outbox and are shown here, newest first.
      </p>
      <MailboxFilter to={to} />
      <h2 className="mailbox__count" aria-live="polite">
        {mails.length === 0 ? "No mails" : `${mails.length} ${mails.length === 1 ? "mail" : "mails"}`}
        {to ? ` to ${to}` : ""}
        {mails.length === limit ? ` (the newest ${limit})` : ""}
      </h2>
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
  if (isRouteErrorResponse(error) && error.status === 400 && isBadFilter(error.data)) {
    return (
      <ErrorPage status={400} title="That recipient filter isn’t an e-mail address" showWayBack={false}>
        <p>{error.data.message}</p>
        <MailboxFilter to={error.data.to} />
      </ErrorPage>
    );
  }
  return <RouteErrorView error={error} />;
}
