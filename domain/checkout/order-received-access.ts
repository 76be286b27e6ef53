import { hasPermission } from "../admin/permissions.ts";

/**
 * Who may see an order's thank-you page besides holding its key. A guest's order shows to whoever has the
 * key (it is the guest's only way back to it). An order that belongs to an account shows to that customer,
 * to staff who may see orders, and to the browser session that placed it; once that session is gone (the
 * customer logged out, or the link was forwarded), the page asks the customer to log in instead, so a
 * leaked link does not show an account's address and order to someone else.
 */
export type OrderReceivedViewer = {
  customerId: number | null;
  roles: readonly string[];
  /** The request's session is the one the order was placed in. */
  placedInThisSession: boolean;
};

export type OrderReceivedAccess = "show" | "log-in";

export function orderReceivedAccess(order: { customerId: number | null }, viewer: OrderReceivedViewer): OrderReceivedAccess {
  if (order.customerId === null) return "show";
  if (viewer.customerId === order.customerId) return "show";
  if (hasPermission(viewer.roles, "orders")) return "show";
  return viewer.placedInThisSession ? "show" : "log-in";
}
