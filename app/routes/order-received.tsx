import { formatMoney } from "../../domain/money.ts";
import { bankDetailsForOrder } from "../../domain/checkout/bank-details.ts";
import { formatOrderDate } from "../../domain/checkout/order-status.ts";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { DocumentLinks } from "../components/documents/document-links.tsx";
import { BankDetailsSection } from "../components/orders/bank-details.tsx";
import { OrderLinesTable } from "../components/orders/order-lines-table.tsx";
import { orderLinesAndTotalsView } from "../lib/account-orders.server.ts";
import { orderDocuments } from "../lib/order-documents.server.ts";
import { routeError } from "../lib/route-errors.ts";
import type { Route } from "./+types/order-received";

export function meta() {
  return [{ title: "Order received — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "no-store" };
}

/** The thank-you page: only with the order's own key, so order numbers cannot be walked. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const order = Number.isSafeInteger(id) && id > 0 && key ? await context.services.checkout.getOrderByKey(id, key) : null;
  if (!order) throw routeError(404, { reason: "order-not-found" });
  const [{ payment }, customer] = await Promise.all([context.services.settings.pricing(), context.ctx.customer()]);
  // Whoever holds the order's key may open its documents: the links carry it, as this page's own address does.
  const documents = await orderDocuments(context.services, order.id, customer, key);
  return {
    bankDetails: bankDetailsForOrder(order, payment),
    documents,
    order: {
      number: order.number,
      status: order.status,
      email: order.email,
      date: formatOrderDate(order.createdAt),
      total: order.total,
      currency: order.currency,
      paymentMethodTitle: order.paymentMethodTitle,
      ...orderLinesAndTotalsView(order),
    },
  };
}

export default function OrderReceived({ loaderData: { order, bankDetails, documents } }: Route.ComponentProps) {
  return (
    <div className="container checkout-page order-received">
      <h1>Order received</h1>
      <p className="notice notice--success" role="status">
        Thank you. Your order has been received.
      </p>
      <ul className="order-overview">
        <li>
          Order number: <strong>{order.number}</strong>
        </li>
        <li>
          Date: <strong>{order.date}</strong>
        </li>
        <li>
          Email: <strong>{order.email}</strong>
        </li>
        <li>
          Total: <strong>{formatMoney(order.total, order.currency)}</strong>
        </li>
        {order.paymentMethodTitle && (
          <li>
            Payment method: <strong>{order.paymentMethodTitle}</strong>
          </li>
        )}
      </ul>
      {bankDetails && <BankDetailsSection details={bankDetails} />}
      <h2>Order details</h2>
      <OrderLinesTable lines={order.lines} totals={order.totals} />
      <DocumentLinks links={documents.links} settings={documents.settings} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
