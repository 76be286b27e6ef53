import { orderStatusLabel } from "../../../domain/checkout/order-status.ts";
import type { OrderDetailView } from "../../lib/account-view.ts";
import { OrderLinesTable } from "../orders/order-lines-table.tsx";
import { OrderAddresses } from "../orders/order-addresses.tsx";

/** One order as its customer sees it: summary, lines with totals, addresses and the status history. */
export function OrderDetails({ order }: { order: OrderDetailView }) {
  return (
    <article className="account-order">
      <h2>Order #{order.number}</h2>
      <p className="account-order__summary">
        Order #<mark>{order.number}</mark> was placed on{" "}
        <mark>
          <time dateTime={order.dateTime}>{order.date}</time>
        </mark>{" "}
        and is currently <mark className={`order-status order-status--${order.status}`}>{orderStatusLabel(order.status)}</mark>.
      </p>
      <h3>Order details</h3>
      <OrderLinesTable lines={order.lines} totals={order.totals} className="account-order__lines">
        <tr>
          <th scope="row">Payment method</th>
          <td>{order.paymentMethodTitle ?? "None needed"}</td>
        </tr>
      </OrderLinesTable>
      {order.customerNote && (
        <p>
          <strong>Note:</strong> {order.customerNote}
        </p>
      )}
      <OrderAddresses billing={order.billingAddress} shipping={order.shippingAddress} email={order.email} />
      <section aria-labelledby="order-history-heading">
        <h3 id="order-history-heading">Order updates</h3>
        <ol className="account-order__history">
          {order.history.map((change, i) => (
            <li key={i}>
              <time dateTime={change.dateTime}>{change.date}</time>: {orderStatusLabel(change.to)}
              {change.note ? ` — ${change.note}` : ""}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
