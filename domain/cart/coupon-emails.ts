/**
 * Coupons for named people: a coupon may list the e-mail addresses allowed to use it, each an address or a
 * pattern where `*` stands for any run of characters (`*@example.com`, `anna.*@shop.de`). An empty list is
 * for everyone. Matching ignores case and treats every other character literally (a `.` or `+` is itself,
 * never a regular-expression operator); entries are stored trimmed and lower case.
 */
import { z } from "zod";
import { isEmailShaped, normaliseEmail } from "../account/email.ts";

export const MAX_ALLOWED_EMAILS = 100;
export const ALLOWED_EMAIL_MAX_LENGTH = 254;
export const WILDCARD = "*";

/** Characters no address or pattern may hold (they would be separators or markup, never part of a mailbox). */
const FORBIDDEN = /[\s,;<>"()[\]\\]/;

export const ALLOWED_EMAIL_HINT = "an e-mail address, or a pattern with * such as *@example.com";

/**
 * An entry is `local@domain` with both parts present, one `@`, nothing that separates addresses; a domain
 * without a wildcard needs a dot and may not start or end with one. A lone `*` is refused: an empty list
 * already means everyone.
 */
export function isAllowedEmailEntry(entry: string): boolean {
  if (entry.length === 0 || entry.length > ALLOWED_EMAIL_MAX_LENGTH || FORBIDDEN.test(entry)) return false;
  const at = entry.indexOf("@");
  if (at <= 0 || at !== entry.lastIndexOf("@") || at === entry.length - 1) return false;
  const domain = entry.slice(at + 1);
  if (domain.includes(WILDCARD)) return true;
  return domain.includes(".") && !domain.startsWith(".") && !domain.endsWith(".");
}

export const normalizeAllowedEmail = (entry: string) => entry.trim().toLowerCase();

/** One entry as the JSON API takes it. */
export const allowedEmailEntry = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isAllowedEmailEntry, { message: `Each entry must be ${ALLOWED_EMAIL_HINT}.` });

export const allowedEmailsSchema = z
  .array(allowedEmailEntry)
  .max(MAX_ALLOWED_EMAILS, `At most ${MAX_ALLOWED_EMAILS} addresses or patterns.`)
  .transform((entries) => [...new Set(entries)]);

/**
 * The editor's text (entries separated by commas or line breaks) as the stored list, or what to tell the
 * merchant, naming the first entry that is neither an address nor a pattern.
 */
export function parseAllowedEmails(text: string): { ok: true; emails: string[] } | { ok: false; message: string } {
  const entries = text
    .split(/[,\n\r]+/)
    .map(normalizeAllowedEmail)
    .filter((entry) => entry !== "");
  const wrong = entries.find((entry) => !isAllowedEmailEntry(entry));
  if (wrong !== undefined) return { ok: false, message: `"${wrong}" is not ${ALLOWED_EMAIL_HINT}.` };
  const emails = [...new Set(entries)];
  if (emails.length > MAX_ALLOWED_EMAILS) return { ok: false, message: `At most ${MAX_ALLOWED_EMAILS} addresses or patterns.` };
  return { ok: true, emails };
}

/**
 * Whether the address fits the pattern, both compared lower case: the parts between wildcards must appear
 * in order, the first at the start and the last at the end. No regular expression is built, so nothing in
 * the pattern can act as one.
 */
export function emailMatchesPattern(email: string, pattern: string): boolean {
  const text = normalizeAllowedEmail(email);
  const parts = normalizeAllowedEmail(pattern).split(WILDCARD);
  if (parts.length === 1) return text === parts[0];
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (const middle of parts.slice(1, -1)) {
    const found = text.indexOf(middle, at);
    if (found === -1 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}

/**
 * Where a coupon's e-mail list leaves the buyer, the one rule every caller uses (applying a coupon, pricing
 * the cart, placing the order):
 * - `open`: the coupon has no list, it is for everyone;
 * - `allowed`: one of the buyer's known addresses fits an entry;
 * - `refused`: addresses are known and none fits;
 * - `pending`: the coupon has a list and no address is known yet (a guest who has not typed one at
 *   checkout): it stays on the cart, counted for nothing, until an address is known.
 * The buyer's addresses are the billing e-mail (typed at checkout, or the order's) and the signed-in
 * customer's own. Blanks, and typed text that is not yet an address ("ada@exa"), are not known addresses.
 */
export type CouponEmailStatus = "open" | "allowed" | "refused" | "pending";

export function couponEmailStatus(allowed: readonly string[], emails: readonly (string | null | undefined)[]): CouponEmailStatus {
  if (allowed.length === 0) return "open";
  const known = emails.map((email) => normaliseEmail(email ?? "")).filter(isEmailShaped);
  if (known.length === 0) return "pending";
  return known.some((email) => allowed.some((pattern) => emailMatchesPattern(email, pattern))) ? "allowed" : "refused";
}

/** Whether the buyer's addresses may use the coupon now: its list is empty, or a known address fits it. */
export function couponAllowsEmails(allowed: readonly string[], emails: readonly (string | null | undefined)[]): boolean {
  const status = couponEmailStatus(allowed, emails);
  return status === "open" || status === "allowed";
}
