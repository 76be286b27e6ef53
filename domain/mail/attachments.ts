/**
 * A file sent with a mail (an e-invoice's XML, say). Kept in the outbox row with the mail, so a mail
 * written inside a transaction carries its files when it is sent minutes later, or retried.
 */
export type MailAttachment = {
  /** The name the recipient sees: letters, digits, dot, dash and underscore only (see attachmentFileName). */
  filename: string;
  contentType: string;
  /** The file itself: text as is, or binary as base64. */
  content: string;
  encoding: "utf8" | "base64";
};

/** An outbox row is not a file store: an e-invoice is a few kilobytes, a mail's files stay below this. */
export const MAIL_ATTACHMENTS_MAX_BYTES = 2 * 1024 * 1024;

/** "INV/2026 00042" → "INV-2026-00042": a name every mail client and file system accepts. */
export function attachmentFileName(stem: string, extension: string): string {
  const safe = stem.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+|-+$/g, "");
  return `${safe || "attachment"}.${extension}`;
}

/** The size the files take in the outbox, to hold them to MAIL_ATTACHMENTS_MAX_BYTES. */
export function attachmentsSize(attachments: readonly MailAttachment[]): number {
  return attachments.reduce(
    (total, a) => total + (a.encoding === "base64" ? Math.floor((a.content.length * 3) / 4) : new TextEncoder().encode(a.content).length),
    0,
  );
}
