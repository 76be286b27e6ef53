import type { AffiliateOrderRow, CommissionState } from "../../../domain/affiliates/dashboard.ts";
import { formatMoney } from "../../../domain/money.ts";
import { TableWrap } from "./table-wrap.tsx";

const STATE_LABELS: Record<CommissionState, string> = { pending: "Pending", approved: "Approved", paid: "Paid", reversed: "Reversed" };

/**
 * The orders credited to the affiliate, with the signal that won and why, and the CSV export. On a narrow
 * dashboard (a phone) each order stacks as a card, every value under its column's name.
 */
export function OrdersPanel({ orders, currency }: { orders: AffiliateOrderRow[]; currency: string }) {
  return (
    <>
      <h2 id="affiliate-orders-heading">Referred orders</h2>
      <p>
        <a href="/api/affiliate/orders.csv" download className="button button--ghost">
          Export orders and commissions (CSV)
        </a>
      </p>
      {orders.length === 0 ? (
        <p>No orders have been credited to you yet.</p>
      ) : (
        <TableWrap label="Referred orders">
          <table className="affiliate-table affiliate-table--stack" aria-labelledby="affiliate-orders-heading">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Total</th>
                <th scope="col">Commission</th>
                <th scope="col">State</th>
                <th scope="col">Credited through</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderId}>
                  <td data-label="Order">#{order.orderId}</td>
                  <td data-label="Date">
                    <time dateTime={order.placedAt}>{order.placedAt.slice(0, 10)}</time>
                  </td>
                  <td data-label="Total">{formatMoney(order.totalMinor, currency)}</td>
                  <td data-label="Commission">{formatMoney(order.commissionMinor, currency)}</td>
                  <td data-label="State">{STATE_LABELS[order.state]}</td>
                  <td data-label="Credited through">{order.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
