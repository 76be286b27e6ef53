/**
 * E-mail addresses as accounts know them. Addresses compare case-insensitively (the customers table has a
 * unique index on lower(email)), so the shop stores and looks them up trimmed and lower-cased.
 */

/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lower-cased: the form an address is stored, looked up and rate-limited under. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

// One "@", something on either side, a dot in the domain, no spaces or control characters. Deliverability
// is the mail server's to judge; this only keeps obvious typos and junk out.
const SHAPE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** Whether a (normalised) address has the shape of an e-mail address. */
export function isEmailShaped(email: string): boolean {
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && SHAPE.test(email);
}
