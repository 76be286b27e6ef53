import { Link } from "react-router";
import { OrdersPagination, OrdersTable } from "../components/account/orders-table.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { orderSummaryView, positiveInteger } from "../lib/account-orders.server.ts";
import { requireCustomer } from "../lib/account.server.ts";
import { routeError } from "../lib/route-errors.ts";
import type { Route } from "./+types/account-orders";

export function meta() {
  return [{ title: "Orders — My account — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

/** The signed-in customer's orders, newest first, ten a page (`?page=N`); a page past the last answers 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = await requireCustomer(context.ctx);
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw === null ? 1 : positiveInteger(raw);
  const outOfRange = (pageCount: number) =>
    routeError(404, { reason: "page-out-of-range", pageCount, lastPageHref: pageCount > 1 ? `/account/orders?page=${pageCount}` : "/account/orders" });
  if (page === null) throw outOfRange(1);
  const result = await context.services.customers.listOrders(customer.id, { page });
  if (page > result.pageCount) throw outOfRange(result.pageCount);
  return { orders: result.orders.map(orderSummaryView), page: result.page, pageCount: result.pageCount, total: result.total };
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return (
    <section className="account-section" aria-labelledby="account-orders-heading">
      <h2 id="account-orders-heading">Orders</h2>
      {loaderData.total === 0 ? (
        <div className="account-empty">
          <p>No order has been made yet.</p>
          <p>
            <Link to="/shop" className="button">
              Browse products
            </Link>
          </p>
        </div>
      ) : (
        <>
          <OrdersTable orders={loaderData.orders} />
          <OrdersPagination page={loaderData.page} pageCount={loaderData.pageCount} />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
