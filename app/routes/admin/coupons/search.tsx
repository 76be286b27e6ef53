import { Form, Link } from "react-router";
import { formatMoney } from "../../../../domain/money.ts";
import { dashboardViewer } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { formatDay } from "../../../components/admin/coupons/coupon-labels.ts";
import { requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/search";

export const handle = { breadcrumb: "Search" };

export function meta() {
  return [{ title: "Search — Vitrine admin" }];
}

/** Longer text is cut, as the service does; the box itself allows 200 characters. */
const MAX_QUERY = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, dashboardViewer);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  return { q, results: await context.services.dashboard.search(q) };
}

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const { q, results } = loaderData;
  const found = results.orders.length + results.products.length + results.customers.length;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Search</h1>
      </header>
      <Form method="get" role="search" className="admin-filters" aria-label="Search the shop">
        <div className="admin-field">
          <label htmlFor="search-page-q">Order number or e-mail, product name or SKU, customer e-mail or name</label>
          <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={200} />
        </div>
        <div className="admin-actions">
          <button type="submit">Search</button>
        </div>
      </Form>
      {q === "" ? <p>Type what you are looking for.</p> : <p role="status">{found === 0 ? `Nothing matches “${q}”.` : `Results for “${q}”.`}</p>}
      <div className="admin-search-results">
        {results.orders.length > 0 && (
          <section className="admin-card" aria-labelledby="found-orders">
            <h2 id="found-orders">Orders</h2>
            <ul>
              {results.orders.map((order) => (
                <li key={order.id}>
                  <Link to={`/admin/orders/${order.id}`}>Order #{order.number}</Link> · {order.email} · {order.status} ·{" "}
                  {formatMoney(order.total, order.currency)} · {formatDay(order.placedAt)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {results.products.length > 0 && (
          <section className="admin-card" aria-labelledby="found-products">
            <h2 id="found-products">Products</h2>
            <ul>
              {results.products.map((product) => (
                <li key={product.id}>
                  <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
                  {product.sku ? ` · SKU ${product.sku}` : ""}
                  {product.status !== "publish" ? ` · ${product.status}` : ""}
                </li>
              ))}
            </ul>
          </section>
        )}
        {results.customers.length > 0 && (
          <section className="admin-card" aria-labelledby="found-customers">
            <h2 id="found-customers">Customers</h2>
            <ul>
              {results.customers.map((customer) => (
                <li key={customer.id}>
                  <Link to={`/admin/customers/${customer.id}`}>{[customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email}</Link> ·{" "}
                  {customer.email}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
