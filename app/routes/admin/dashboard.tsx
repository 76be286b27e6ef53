import { Link } from "react-router";
import { formatMoney } from "../../../domain/money.ts";
import { dashboardViewer } from "../../../server/http/access.ts";
import { isCardAvailable } from "../../../domain/checkout/payment-methods.ts";
import { AdminErrorView } from "../../components/admin/admin-error-view.tsx";
import { TestPaymentsNotice } from "../../components/admin/test-payments-notice.tsx";
import { formatDay } from "../../components/admin/coupons/coupon-labels.ts";
import { PeriodFigures } from "../../components/admin/dashboard/period-figures.tsx";
import { RevenueSection } from "../../components/admin/dashboard/revenue-section.tsx";
import { requireStaff } from "../../lib/admin.server.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Dashboard — Vitrine admin" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { customer } = await requireStaff(context.ctx, dashboardViewer);
  const [figures, pricing] = await Promise.all([context.services.dashboard.figures(), context.services.settings.pricing()]);
  return { name: customer.firstName || customer.displayName, figures, testPayments: isCardAvailable(pricing.payment.card) };
}

const STATUS_LABELS: Record<string, string> = { processing: "Processing", "on-hold": "On hold" };

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, figures, testPayments } = loaderData;
  return (
    <div className="admin-page dashboard">
      <header className="admin-page__header">
        <h1>Dashboard</h1>
        <p>Welcome back{name ? `, ${name}` : ""}. Figures count processing, completed and on-hold orders, less refunds (UTC days).</p>
      </header>
      {testPayments && <TestPaymentsNotice />}
      <div className="dashboard__periods">
        <PeriodFigures title="Today" comparedWith="Yesterday by this time" figures={figures.today} />
        <PeriodFigures title="This month" comparedWith="Last month to this day" figures={figures.month} />
      </div>
      <RevenueSection points={figures.chart} />
      <div className="dashboard__lists">
        <section className="admin-card" aria-labelledby="waiting-orders">
          <h2 id="waiting-orders">Orders waiting for action</h2>
          {figures.waiting.length === 0 ? (
            <p>No order is waiting.</p>
          ) : (
            <ul className="dashboard-list">
              {figures.waiting.map((order) => (
                <li key={order.id}>
                  <Link to={`/admin/orders/${order.id}`}>Order #{order.number}</Link>{" "}
                  <span className="admin-badge admin-badge--warn">{STATUS_LABELS[order.status] ?? order.status}</span>
                  <span className="admin-muted">
                    {" "}
                    {formatMoney(order.total, order.currency)} · {formatDay(order.placedAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/admin/orders?status=processing">All processing orders</Link>
          </p>
        </section>
        <section className="admin-card" aria-labelledby="low-stock">
          <h2 id="low-stock">Low stock</h2>
          <p className="admin-muted">Products with managed stock at {figures.lowStockThreshold} or fewer.</p>
          {figures.lowStock.length === 0 ? (
            <p>Nothing is running low.</p>
          ) : (
            <ul className="dashboard-list">
              {figures.lowStock.map((product) => (
                <li key={product.id}>
                  <Link to={`/admin/products/${product.id}`}>{product.name}</Link>{" "}
                  <span className={`admin-badge admin-badge--${(product.stockQuantity ?? 0) <= 0 ? "bad" : "warn"}`}>{product.stockQuantity} in stock</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="admin-card" aria-labelledby="pending-reviews">
          <h2 id="pending-reviews">Reviews awaiting approval</h2>
          {figures.pendingReviews.length === 0 ? (
            <p>No review is waiting.</p>
          ) : (
            <ul className="dashboard-list">
              {figures.pendingReviews.map((review) => (
                <li key={review.id}>
                  {review.authorName} on {review.productName}
                  {review.rating ? ` · ${review.rating} of 5` : ""} <span className="admin-muted">· {formatDay(review.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/admin/reviews">Moderate reviews</Link>
          </p>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
