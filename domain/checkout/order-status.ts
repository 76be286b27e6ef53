/** The statuses an order moves through, as stored, and the words a customer reads for them. */
export const ORDER_STATUSES = ["pending", "on-hold", "processing", "completed", "cancelled", "refunded", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Pending payment",
  "on-hold": "On hold",
  processing: "Processing",
  completed: "Completed",
  cancelled: "Cancelled",
  refunded: "Refunded",
  failed: "Failed",
};

/** "on-hold" → "On hold"; an unknown status is shown as stored rather than hidden. */
export function orderStatusLabel(status: string): string {
  return (LABELS as Record<string, string>)[status] ?? status;
}

/** Order dates read in the shop's own time zone, so the server's page and the browser's agree. */
export const SHOP_TIME_ZONE = "Europe/Dublin";

export function formatOrderDate(at: Date | string, locale = "en-IE"): string {
  return new Date(at).toLocaleDateString(locale, { dateStyle: "long", timeZone: SHOP_TIME_ZONE });
}
