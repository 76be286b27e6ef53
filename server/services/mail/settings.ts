import { z } from "zod";
import { DEFAULT_MAIL_FROM, parseMailbox, type Mailbox } from "../../../domain/mail/sender-address.ts";

/** An unset and an empty variable mean the same: not configured. */
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);

/**
 * The mail settings of the environment; server/config.ts takes them into the start-up check, so a bad
 * value stops the server with a readable message. Messages never repeat the value (SMTP_URL may hold a password).
 */
export const MailEnvSchema = z.object({
  /** `smtp://[user:pass@]host[:port]` (STARTTLS when the server offers it) or `smtps://…` (TLS from the start). */
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^smtps?$/, hostname: /^[^\s]+$/, error: "must look like smtp://user:password@host:587 or smtps://user:password@host:465" }).optional(),
  ),
  /** The sender of every mail. */
  MAIL_FROM: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((value) => parseMailbox(value) !== null, { error: 'must be an e-mail address, optionally with a name: "Vitrine <shop@example.com>"' })
      .default(DEFAULT_MAIL_FROM),
  ),
});

/** Where mails go: an SMTP server, or nowhere (they wait in the outbox, readable in the admin's mail outbox). */
export type MailSettings = { smtpUrl: string | undefined; from: Mailbox };

export function mailSettingsFrom(parsed: z.infer<typeof MailEnvSchema>): MailSettings {
  return { smtpUrl: parsed.SMTP_URL, from: parseMailbox(parsed.MAIL_FROM)! };
}

/** The mail settings alone, for callers that do not load the whole configuration; throws on a bad value. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings {
  const parsed = MailEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid mail configuration:\n${z.prettifyError(parsed.error)}`);
  return mailSettingsFrom(parsed.data);
}
