import { Link } from "react-router";
import { OrderDetails } from "../components/account/order-details.tsx";
import { DownloadsTable } from "../components/account/downloads-table.tsx";
import { DocumentLinks } from "../components/documents/document-links.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { orderDetailView, positiveInteger } from "../lib/account-orders.server.ts";
import { requireCustomer } from "../lib/account.server.ts";
import { downloadRow } from "../lib/account-downloads.server.ts";
import { orderDocuments } from "../lib/order-documents.server.ts";
import { orderPayPath } from "../lib/order-pay.server.ts";
import { orderNeedsPayment } from "../../domain/payments/order-payment.ts";
import { routeError } from "../lib/route-errors.ts";
import type { Route } from "./+types/account-order";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Order #${data.order.number} — My account — Vitrine` : "Order not found — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

/**
 * One of the customer's own orders. A malformed id, a missing order and someone else's order all answer
 * the same 404 (never 403), so order ids cannot be probed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { customer } = await requireCustomer(context.ctx);
  const id = positiveInteger(params.id);
  const order = id === null ? null : await context.services.customers.orderForCustomer(customer.id, id);
  if (!order) throw routeError(404, { reason: "order-not-found" });
  const [documents, downloads] = await Promise.all([orderDocuments(context.services, order.id, customer), context.services.downloads.orderDownloads(order.id)]);
  const payHref = orderNeedsPayment(order.status, order.total) ? orderPayPath(order) : null;
  return { order: orderDetailView(order), documents, downloads: downloads.map(downloadRow), payHref };
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return (
    <section className="account-section">
      <p className="account-back">
        <Link to="/account/orders">← All orders</Link>
      </p>
      {loaderData.payHref && (
        <p>
          <Link to={loaderData.payHref} className="button button--primary">
            Pay for this order
          </Link>
        </p>
      )}
      <OrderDetails order={loaderData.order} />
      {loaderData.downloads.length > 0 ? (
        <section className="account-order-downloads" aria-labelledby="account-order-downloads-heading">
          <h2 id="account-order-downloads-heading">Downloads</h2>
          <DownloadsTable downloads={loaderData.downloads} caption={`Downloads of order ${loaderData.order.number}`} />
        </section>
      ) : null}
      <DocumentLinks links={loaderData.documents.links} settings={loaderData.documents.settings} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
