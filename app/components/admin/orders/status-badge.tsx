import { type AdminOrderStatus, adminStatusLabel } from "../../../../domain/admin/order-transitions.ts";

const TONE: Partial<Record<AdminOrderStatus, string>> = {
  completed: "good",
  processing: "good",
  "on-hold": "warn",
  pending: "warn",
  cancelled: "bad",
  failed: "bad",
  refunded: "bad",
};

export function OrderStatusBadge({ status }: { status: AdminOrderStatus }) {
  const tone = TONE[status];
  return <span className={`admin-badge${tone ? ` admin-badge--${tone}` : ""}`}>{adminStatusLabel(status)}</span>;
}
