import { Form, Link, useRouteLoaderData } from "react-router";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { PRIVATE_HEADERS } from "../lib/account.server.ts";
import type { Route } from "./+types/account-dashboard";
import type { loader as layoutLoader } from "./account-layout.tsx";

export function meta() {
  return [{ title: "My account — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return PRIVATE_HEADERS;
}

/** The dashboard: a greeting by name and the way to each section. The layout's loader knows the customer. */
export default function AccountDashboard() {
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/account-layout");
  const name = layout?.customer.displayName ?? "";
  return (
    <section className="account-dashboard" aria-labelledby="account-dashboard-heading">
      <h2 id="account-dashboard-heading">Hello {name}</h2>
      <Form method="post" action="/account/logout" className="account-dashboard__not-you">
        (not {name}?{" "}
        <button type="submit" className="link-button">
          Log out
        </button>
        )
      </Form>
      <p>
        From your account dashboard you can view your <Link to="/account/orders">recent orders</Link>, manage your{" "}
        <Link to="/account/addresses">shipping and billing addresses</Link>, and <Link to="/account/details">edit your password and account details</Link>.
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
