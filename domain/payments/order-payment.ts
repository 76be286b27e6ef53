/**
 * How a payment moves its order. A paid (authorised or captured) order is processing; a challenge the
 * shopper walked away from puts it on hold, for staff to follow up; a declined card leaves the order
 * waiting for payment, which the shopper may try again from My Account ("pay for order").
 */
import type { PaymentStatus } from "./payment-state.ts";

/** Orders that still take a payment: waiting for one, refused, or held after an unfinished challenge. */
export const PAYABLE_ORDER_STATUSES = ["pending", "failed", "on-hold"] as const;

export function orderNeedsPayment(orderStatus: string, total: number): boolean {
  return total > 0 && (PAYABLE_ORDER_STATUSES as readonly string[]).includes(orderStatus);
}

/** The order status a payment's new status calls for, or null when the order stays as it is. */
export function orderStatusAfterPayment(payment: PaymentStatus): "processing" | "on-hold" | "refunded" | null {
  switch (payment) {
    case "authorised":
    case "captured":
      return "processing";
    case "abandoned":
      return "on-hold";
    case "refunded":
      return "refunded";
    default:
      return null;
  }
}

/** The order's status history, oldest first (`fromStatus` null for the placement). */
export type StatusStep = { fromStatus: string | null; toStatus: string };

/**
 * Whether the order's confirmation e-mail is still owed: a card order is placed pending and confirmed only
 * once it is paid, so its confirmation is held from placement until its first move to processing or
 * completed. Orders placed in any other status were confirmed when placed.
 */
export function confirmationHeldUntilPaid(history: readonly StatusStep[]): boolean {
  const [placed] = history;
  if (!placed || placed.fromStatus !== null || placed.toStatus !== "pending") return false;
  return !history.some((step) => step.toStatus === "processing" || step.toStatus === "completed");
}
