import nodemailer from "nodemailer";
import { parseMailbox, type Mailbox } from "../../../domain/mail/sender-address.ts";
import type { MailTransport } from "./index.ts";

/**
 * Limits on one delivery, so a dead or stalling server costs the sender seconds, not minutes: connecting
 * (DNS and TCP) and the server's greeting must each finish in 10 s, and a connection idle for 30 s is
 * dropped. nodemailer's own defaults are minutes long.
 */
export const SMTP_TIMEOUTS: Readonly<SmtpTimeouts> = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

export type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number; dnsTimeout: number };

/**
 * A transport that hands each outbox mail to the SMTP server of `url` (credentials and port in the URL,
 * `smtps:` for TLS from the start), from the sender fixed when it was queued, or `from` for a mail
 * queued without one. A refusal or a timeout rejects, and the mail service
 * records it on the mail and tries again later.
 */
export function createSmtpTransport(settings: { url: string; from: Mailbox; timeouts?: Partial<SmtpTimeouts> }): MailTransport {
  const transporter = nodemailer.createTransport({ url: settings.url, ...SMTP_TIMEOUTS, ...settings.timeouts });
  return {
    async send(mail) {
      const from = (mail.sender ? parseMailbox(mail.sender) : null) ?? settings.from;
      await transporter.sendMail({
        from: { name: from.name, address: from.address },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments.length > 0
          ? { attachments: mail.attachments.map(({ filename, contentType, content, encoding }) => ({ filename, contentType, content, encoding })) }
          : {}),
        headers: { "X-Vitrine-Mail-Kind": mail.kind },
      });
    },
    close() {
      transporter.close();
    },
  };
}
