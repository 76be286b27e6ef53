import { Form, Link, useActionData } from "react-router";
import { formatMoney } from "../../../../domain/money.ts";
import { orderManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { OrderAttribution } from "../../../components/admin/orders/order-attribution.tsx";
import { OrderPayments, type OrderPaymentView } from "../../../components/admin/orders/order-payments.tsx";
import { orderNeedsPayment } from "../../../../domain/payments/order-payment.ts";
import { orderPayPath } from "../../../lib/order-pay.server.ts";
import { OrderCustomer } from "../../../components/admin/orders/order-addresses.tsx";
import { OrderDocuments } from "../../../components/admin/orders/order-documents.tsx";
import { OrderHistory, formatWhen } from "../../../components/admin/orders/order-history.tsx";
import { OrderLines } from "../../../components/admin/orders/order-lines.tsx";
import { OrderNotes } from "../../../components/admin/orders/order-notes.tsx";
import { OrderTotals } from "../../../components/admin/orders/order-totals.tsx";
import { RefundForm } from "../../../components/admin/orders/refund-form.tsx";
import { OrderStatusBadge } from "../../../components/admin/orders/status-badge.tsx";
import { StatusForm } from "../../../components/admin/orders/status-form.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/detail";
import { orderAction, orderIdOf, takeOrderNotice } from "./detail.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data ? `Order #${data.order.number}` : "Order"} — Vitrine admin` }];
}

export const handle = { breadcrumb: (data: { order: { number: string } }) => `Order #${data.order.number}` };

export async function loader({ context, params }: Route.LoaderArgs) {
  const { customer } = await requireStaff(context.ctx, orderManager);
  const order = await context.services.orders.get(orderIdOf(params.id));
  if (!order) throw new Response("Not found", { status: 404 });
  const [documents, attribution, payments] = await Promise.all([
    context.services.documents.linksFor(customer, order.id),
    context.services.affiliates.orderAttribution(order.id),
    context.services.payments.paymentsOfOrder(order.id),
  ]);
  const providerTitle = context.services.payments.provider.title;
  const paymentViews: OrderPaymentView[] = payments.map((payment) => ({
    id: payment.id,
    providerTitle,
    card: `${payment.cardBrand ?? "Card"} ending ${payment.cardLast4 ?? "????"}`,
    status: payment.status,
    amount: payment.amount,
    captured: payment.captured,
    refunded: payment.refunded,
    currency: payment.currency,
    reference: payment.providerRef,
  }));
  // A waiting order's pay-for-order page, for staff to send to the customer.
  const payLink = orderNeedsPayment(order.status, order.total) ? new URL(orderPayPath(order), context.ctx.origin).toString() : null;
  return { order, documents, attribution, payments: paymentViews, payLink, saved: takeOrderNotice(context.ctx) };
}

export async function action({ context, params }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, orderManager);
  return orderAction(context.ctx, actor, orderIdOf(params.id), form);
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order, documents, attribution, payments, payLink, saved } = loaderData;
  const actionData = useActionData();
  return (
    <div className="admin-page orders-detail">
      <header className="admin-page__header">
        <h1>
          Order #{order.number} <OrderStatusBadge status={order.status} />
        </h1>
        <p className="admin-muted">
          Placed {formatWhen(order.createdAt)} · {formatMoney(order.total, order.currency)}
        </p>
      </header>
      <FormNotice saved={saved} />
      {order.status === "draft" && (
        <section className="admin-card" aria-labelledby="order-draft">
          <h2 id="order-draft">Draft</h2>
          <p>This phone order takes no stock and the customer does not see it until you create it.</p>
          <Form method="post" className="admin-actions">
            <FormNotice problem={problemOf(actionData, "place")} />
            <input type="hidden" name="intent" value="place" />
            <input type="hidden" name="version" value={order.version} />
            <Link className="admin-button" to={`/admin/orders/new?draft=${order.id}`}>
              Edit draft
            </Link>
            <button type="submit" className="admin-button admin-button--primary">
              Create order
            </button>
          </Form>
          <Form
            method="post"
            className="admin-actions"
            onSubmit={(event) => {
              if (!window.confirm(`Delete the draft #${order.number}? This cannot be undone.`)) event.preventDefault();
            }}
          >
            <FormNotice problem={problemOf(actionData, "delete-draft")} />
            <input type="hidden" name="intent" value="delete-draft" />
            <input type="hidden" name="version" value={order.version} />
            <button type="submit" className="admin-button admin-button--danger">
              Delete draft
            </button>
          </Form>
        </section>
      )}
      <div className="orders-detail__grid">
        <div className="orders-detail__main">
          <section className="admin-card" aria-labelledby="order-items">
            <h2 id="order-items">Items</h2>
            <OrderLines lines={order.lines} currency={order.currency} />
            <OrderTotals order={order} />
          </section>
          <RefundForm key={`refund-${order.version}`} order={order} problem={problemOf(actionData, "refund")} />
          <OrderHistory history={order.history} />
        </div>
        <div className="orders-detail__side">
          <section className="admin-card" aria-labelledby="order-status">
            <h2 id="order-status">Status</h2>
            <StatusForm key={`status-${order.version}`} status={order.status} version={order.version} problem={problemOf(actionData, "status")} />
          </section>
          <OrderCustomer order={order} />
          <OrderPayments payments={payments} payLink={payLink} problem={problemOf(actionData, "capture-payment") ?? problemOf(actionData, "void-payment")} />
          {order.status !== "draft" && <OrderAttribution attribution={attribution} />}
          {order.status !== "draft" && <OrderDocuments links={documents} />}
          <OrderNotes key={`notes-${order.notes.length}`} order={order} problem={problemOf(actionData, "note")} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
