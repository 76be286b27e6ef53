import { formatMoney } from "../../domain/money.ts";
import { bankDetailsForOrder } from "../../domain/checkout/bank-details.ts";
import { formatOrderDate, orderStatusLabel } from "../../domain/checkout/order-status.ts";
import { orderNeedsPayment } from "../../domain/payments/order-payment.ts";
import { Link } from "react-router";
import { orderReceivedAccess } from "../../domain/checkout/order-received-access.ts";
import { KeepGuestAddresses } from "../components/checkout/remembered-addresses.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { DocumentLinks } from "../components/documents/document-links.tsx";
import { BankDetailsSection } from "../components/orders/bank-details.tsx";
import { OrderAddresses } from "../components/orders/order-addresses.tsx";
import { OrderLinesTable } from "../components/orders/order-lines-table.tsx";
import { orderLinesAndTotalsView } from "../lib/account-orders.server.ts";
import { orderDocuments } from "../lib/order-documents.server.ts";
import { orderPayPath } from "../lib/order-pay.server.ts";
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
  const [{ payment }, customer, session] = await Promise.all([context.services.settings.pricing(), context.ctx.customer(), context.ctx.session()]);
  const access = orderReceivedAccess(order, {
    customerId: customer?.id ?? null,
    roles: customer?.roles ?? [],
    placedInThisSession: session !== null && order.customerId !== null && (await context.services.checkout.placedInSession(order.id, session.id)),
  });
  if (access === "log-in") {
    const url = new URL(request.url);
    return { access, loginUrl: `/account/login?next=${encodeURIComponent(url.pathname + url.search)}` } as const;
  }
  // Whoever holds the order's key may open its documents: the links carry it, as this page's own address does.
  const documents = await orderDocuments(context.services, order.id, customer, key);
  return {
    access,
    /** A guest's order: the browser may keep the addresses it was sent to for the guest's next checkout. */
    guest: order.customerId === null,
    bankDetails: bankDetailsForOrder(order, payment),
    documents,
    /** A waiting order can be paid by card from here. */
    payHref: orderNeedsPayment(order.status, order.total) ? orderPayPath(order) : null,
    order: {
      number: order.number,
      status: order.status,
      email: order.email,
      date: formatOrderDate(order.createdAt),
      total: order.total,
      currency: order.currency,
      paymentMethodTitle: order.paymentMethodTitle,
      billingAddress: order.billingAddress,
      // An order of only virtual products ships nothing: no shipping address to show.
      shippingAddress: order.shippingMethod === null ? null : order.shippingAddress,
      ...orderLinesAndTotalsView(order),
    },
  };
}

export default function OrderReceived({ loaderData }: Route.ComponentProps) {
  if (loaderData.access === "log-in") return <OrderReceivedLogIn loginUrl={loaderData.loginUrl} />;
  const { order, bankDetails, documents, guest, payHref } = loaderData;
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
        <li>
          Status: <strong>{orderStatusLabel(order.status)}</strong>
        </li>
      </ul>
      {payHref && (
        <p>
          <Link to={payHref} className="button">
            Pay for this order by card
          </Link>
        </p>
      )}
      {bankDetails && <BankDetailsSection details={bankDetails} />}
      <h2>Order details</h2>
      <OrderLinesTable lines={order.lines} totals={order.totals} />
      <OrderAddresses billing={order.billingAddress} shipping={order.shippingAddress} email={order.email} />
      <DocumentLinks links={documents.links} settings={documents.settings} />
      <KeepGuestAddresses placedAsGuest={guest} />
    </div>
  );
}

/** An account's order seen outside the session that placed it: its customer logs in to see it. */
function OrderReceivedLogIn({ loginUrl }: { loginUrl: string }) {
  return (
    <div className="container checkout-page order-received">
      <h1>Order received</h1>
      <p className="notice" role="status">
        This order belongs to a customer account. Please log in to your account to view it.
      </p>
      <p>
        <Link to={loginUrl} className="button button--primary">
          Log in
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
