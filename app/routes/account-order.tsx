import { Link } from "react-router";
import { OrderDetails } from "../components/account/order-details.tsx";
import { DocumentLinks } from "../components/documents/document-links.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { orderDetailView, positiveInteger } from "../lib/account-orders.server.ts";
import { requireCustomer } from "../lib/account.server.ts";
import { orderDocuments } from "../lib/order-documents.server.ts";
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
  const documents = await orderDocuments(context.services, order.id, customer);
  return { order: orderDetailView(order), documents };
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return (
    <section className="account-section">
      <p className="account-back">
        <Link to="/account/orders">← All orders</Link>
      </p>
      <OrderDetails order={loaderData.order} />
      <DocumentLinks links={loaderData.documents.links} settings={loaderData.documents.settings} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
