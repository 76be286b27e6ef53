import { Form, NavLink, Outlet, redirect } from "react-router";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import type { Route } from "./+types/account-layout";

export function headers() {
  return { "cache-control": "private, no-store" };
}

/** Every My Account page needs a signed-in customer; a guest is sent to the login page and brought back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await context.services.accounts.customerForCookie(request.headers.get("cookie"));
  if (!customer) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`/account/login?next=${encodeURIComponent(pathname + search)}`);
  }
  return { customer: { email: customer.email, displayName: customer.displayName } };
}

const SECTIONS = [
  { to: "/account", label: "Dashboard", end: true },
  { to: "/account/orders", label: "Orders", end: false },
  { to: "/account/addresses", label: "Addresses", end: false },
  { to: "/account/details", label: "Account details", end: true },
] as const;

export default function AccountLayout() {
  return (
    <div className="container account-page">
      <h1 className="visually-hidden">My account</h1>
      <div className="account-page__grid">
        <nav className="account-nav" aria-label="My account">
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end}>
                  {section.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Form method="post" action="/account/logout">
                <button type="submit" className="link-button">
                  Log out
                </button>
              </Form>
            </li>
          </ul>
        </nav>
        <div className="account-page__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
