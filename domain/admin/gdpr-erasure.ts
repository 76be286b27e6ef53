/**
 * What GDPR erasure does to a customer's personal data, as data and small functions: the account's names
 * and e-mail are replaced, the password removed; orders stay (the accounts need them) with their e-mail
 * and addresses anonymised down to the country the tax was worked out for; reviews keep their text under
 * an anonymous author. The service applies these in one transaction.
 */
import { isStaff } from "./permissions.ts";

/** `.invalid` is reserved (RFC 2606): an anonymised address can never receive mail or match a real one. */
export const ANONYMISED_EMAIL_DOMAIN = "invalid";
export const ANONYMISED_DISPLAY_NAME = "Anonymised customer";
export const ANONYMISED_REVIEW_AUTHOR = "Anonymous";
/** Address fields an order keeps after erasure: the country decided the tax charged, which the books must show. */
export const KEPT_ORDER_ADDRESS_FIELDS = ["country"] as const;
export const ERASURE_REASON_MAX = 500;

export function anonymisedEmail(customerId: number): string {
  return `anonymised-${customerId}@${ANONYMISED_EMAIL_DOMAIN}`;
}

/** The account row's personal fields after erasure. */
export function erasedAccountFields(customerId: number) {
  return { email: anonymisedEmail(customerId), firstName: "", lastName: "", displayName: ANONYMISED_DISPLAY_NAME, passwordHash: null };
}

/** An order's address snapshot after erasure: every field kept as a key (screens read them) but emptied, except the country. */
export function anonymisedAddressSnapshot(snapshot: Record<string, string>): Record<string, string> {
  const kept: readonly string[] = KEPT_ORDER_ADDRESS_FIELDS;
  return Object.fromEntries(Object.entries(snapshot).map(([field, value]) => [field, kept.includes(field) ? value : ""]));
}

/** A review's author after erasure: the text and rating stay, who wrote it does not. */
export function anonymisedReviewAuthor(customerId: number) {
  return { authorName: ANONYMISED_REVIEW_AUTHOR, authorEmail: anonymisedEmail(customerId) };
}

export type ErasureRefusal = { kind: "forbidden" | "conflict" | "invalid"; code: string; message: string; field?: "confirmEmail" };

/**
 * Why an erasure may not go ahead, or null. Staff accounts are never erased from the customers screen
 * (their access is removed on the staff screen first); the person erasing must type the e-mail shown.
 */
export function erasureRefusal(input: { roles: readonly string[]; anonymisedAt: Date | null; email: string; typedEmail: string }): ErasureRefusal | null {
  if (input.anonymisedAt) return { kind: "conflict", code: "already_anonymised", message: "This customer's personal data has already been erased." };
  if (isStaff(input.roles))
    return { kind: "forbidden", code: "staff_account", message: "A staff account cannot be erased here: remove its staff role on the staff screen first." };
  if (input.typedEmail.trim().toLowerCase() !== input.email.trim().toLowerCase())
    return { kind: "invalid", code: "confirmation_mismatch", message: "Type the customer's e-mail address exactly to confirm.", field: "confirmEmail" };
  return null;
}
