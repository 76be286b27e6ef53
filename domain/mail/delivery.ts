/**
 * Delivery rules of the mail outbox. Pure: the sender passes in attempts and times.
 */

/** A mail is tried at most this many times; after that it stays in the outbox with its last error. */
export const MAX_SEND_ATTEMPTS = 5;

export type DeliveryState = "sent" | "pending" | "failed";

/** Where a mail stands: sent, still to be (re)tried, or given up after MAX_SEND_ATTEMPTS failures. */
export function deliveryState(mail: { sentAt: Date | null; attempts: number }): DeliveryState {
  if (mail.sentAt) return "sent";
  return mail.attempts >= MAX_SEND_ATTEMPTS ? "failed" : "pending";
}

/**
 * How long a sender holds a mail it has claimed. Far longer than one delivery can take (the SMTP timeouts
 * are seconds), so no other process picks the mail up meanwhile; if the sender dies mid-send, the mail is
 * due again once the lease has run out.
 */
export const SEND_LEASE_MS = 10 * 60 * 1000;

/** The waits before the 2nd, 3rd, 4th and 5th attempts: a short outage costs minutes, a long one hours. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/** Failures in a row after which one sending run stops: the server is likely down, later runs try again. */
export const MAX_FAILURES_IN_A_ROW = 3;

/** When a mail claimed at `now` stops being reserved for the sender that claimed it. */
export function leaseUntil(now: Date): Date {
  return new Date(now.getTime() + SEND_LEASE_MS);
}

/**
 * After a failed delivery, with `attempts` made so far (this one included): when to try again, or null
 * when the mail is given up (MAX_SEND_ATTEMPTS reached).
 */
export function nextAttemptAfterFailure(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_SEND_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
  return new Date(now.getTime() + delay);
}
