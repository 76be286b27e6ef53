import { Link } from "react-router";
import { orderStatusLabel } from "../../../domain/checkout/order-status.ts";
import { formatMoney } from "../../../domain/money.ts";
import type { OrderSummaryView } from "../../lib/account-view.ts";

/** The customer's orders, one row each, with a link to the order. */
export function OrdersTable({ orders }: { orders: OrderSummaryView[] }) {
  return (
    <table className="account-orders">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" data-title="Order">
              <Link to={`/account/orders/${order.id}`}>#{order.number}</Link>
            </th>
            <td data-title="Date">
              <time dateTime={order.dateTime}>{order.date}</time>
            </td>
            <td data-title="Status">
              <span className={`order-status order-status--${order.status}`}>{orderStatusLabel(order.status)}</span>
            </td>
            <td data-title="Total">
              {formatMoney(order.total, order.currency)} for {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
            </td>
            <td>
              <Link to={`/account/orders/${order.id}`} className="button button--ghost button--small" aria-label={`View order ${order.number}`}>
                View
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Previous, numbered and next links for the orders list; nothing for a single page. */
export function OrdersPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (n: number) => (n === 1 ? "/account/orders" : `/account/orders?page=${n}`);
  return (
    <nav aria-label="Orders pages" className="pagination">
      <ul role="list" className="pagination__list">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination__step">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link to={href(n)} className="pagination__page" aria-current={n === page ? "page" : undefined} aria-label={`Page ${n}`}>
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination__step">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
