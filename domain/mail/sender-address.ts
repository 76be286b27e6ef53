/**
 * The sender of the shop's mails (MAIL_FROM): a bare address or a display name with the address in angle
 * brackets. Pure parsing, so the configuration can refuse a bad value at start.
 */

/** What the shop sends as when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "Vitrine <shop@localhost>";

export type Mailbox = { name: string; address: string };

/** local@domain: no spaces, brackets, quotes or separators; the domain has no empty labels at its ends. */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]{1,64}@(?!\.)[^\s@<>()[\]\\,;:"]{1,253}(?<!\.)$/;
const NAMED = /^(.*?)\s*<([^<>]*)>$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** `shop@example.com`, `Vitrine <shop@example.com>` or `"Vitrine, Dublin" <shop@example.com>`; null otherwise. */
export function parseMailbox(value: string): Mailbox | null {
  const text = value.trim();
  if (text.length === 0 || text.length > 320 || CONTROL.test(text)) return null;
  const named = NAMED.exec(text);
  const address = (named ? named[2]! : text).trim();
  let name = named ? named[1]!.trim() : "";
  if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) name = name.slice(1, -1).trim();
  if (!ADDRESS.test(address) || /[<>"]/.test(name) || name.length > 100) return null;
  return { name, address };
}

/** Characters that make a display name need quotes in a From header (RFC 5322 "specials"). */
const NEEDS_QUOTES = /[()<>[\]:;@\\,."]/;

/** The mailbox as a header value that `parseMailbox` reads back the same: `Name <address>`, or the bare address. */
export function formatMailbox(mailbox: Mailbox): string {
  if (mailbox.name === "") return mailbox.address;
  const name = NEEDS_QUOTES.test(mailbox.name) ? `"${mailbox.name}"` : mailbox.name;
  return `${name} <${mailbox.address}>`;
}
