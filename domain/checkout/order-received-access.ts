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

/** The same viewer with staff already decided (staff: may manage orders), for callers that know only that. */
export type OrderKeyHolder = { customerId: number | null; staff: boolean; placedInThisSession: boolean };

/**
 * The one rule for someone who holds an order's key: what it opens. Used by the order pages and the
 * order's documents alike.
 */
export function orderKeyHolderAccess(order: { customerId: number | null }, holder: OrderKeyHolder): OrderReceivedAccess {
  if (order.customerId === null) return "show";
  if (holder.customerId === order.customerId) return "show";
  if (holder.staff) return "show";
  return holder.placedInThisSession ? "show" : "log-in";
}

export function orderReceivedAccess(order: { customerId: number | null }, viewer: OrderReceivedViewer): OrderReceivedAccess {
  return orderKeyHolderAccess(order, {
    customerId: viewer.customerId,
    staff: hasPermission(viewer.roles, "orders"),
    placedInThisSession: viewer.placedInThisSession,
  });
}
