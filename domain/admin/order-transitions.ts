/**
 * Which status a merchant may move an order to by hand. Refunded is reached only through a refund, and
 * pending only by placing a draft; a cancelled, refunded or completed order is closed (a refund, not a
 * status change, undoes a completed sale). Cancelling puts the order's stock back, so it is the one
 * change that touches the catalogue.
 */
export const ADMIN_ORDER_STATUSES = ["draft", "pending", "on-hold", "processing", "completed", "cancelled", "refunded", "failed"] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** The statuses the status form offers. */
export const MANUAL_STATUSES = ["processing", "on-hold", "completed", "cancelled"] as const;
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

const TRANSITIONS: Readonly<Record<AdminOrderStatus, readonly ManualStatus[]>> = {
  draft: [],
  pending: ["processing", "on-hold", "completed", "cancelled"],
  "on-hold": ["processing", "completed", "cancelled"],
  processing: ["on-hold", "completed", "cancelled"],
  failed: ["processing", "on-hold", "cancelled"],
  completed: [],
  cancelled: [],
  refunded: [],
};

export function allowedTransitions(from: AdminOrderStatus): readonly ManualStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: AdminOrderStatus, to: string): to is ManualStatus {
  return (TRANSITIONS[from] as readonly string[]).includes(to);
}

/** A cancelled order gives its stock back (it was taken when the order was placed). */
export function restocksOnTransition(to: ManualStatus): boolean {
  return to === "cancelled";
}

/** Drafts and refunds are not sales the customer can see or the merchant can still change. */
export function isRefundable(status: AdminOrderStatus): boolean {
  return status !== "draft" && status !== "cancelled" && status !== "refunded" && status !== "failed";
}

const LABELS: Readonly<Record<AdminOrderStatus, string>> = {
  draft: "Draft",
  pending: "Pending payment",
  "on-hold": "On hold",
  processing: "Processing",
  completed: "Completed",
  cancelled: "Cancelled",
  refunded: "Refunded",
  failed: "Failed",
};

export function adminStatusLabel(status: AdminOrderStatus): string {
  return LABELS[status];
}
