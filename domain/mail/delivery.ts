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
