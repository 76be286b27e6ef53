import { NavLink, Outlet } from "react-router";
import { signedInCustomer } from "../../server/http/access.ts";
import { ACCOUNT_SECTIONS, AFFILIATE_SECTION, LogoutForm } from "../components/account/account-sections.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import type { Route } from "./+types/account-layout";

export function headers() {
  return { "cache-control": "private, no-store" };
}

/** Every My Account page needs a signed-in customer; a guest is sent to the login page and brought back. */
export async function loader({ context }: Route.LoaderArgs) {
  const customer = await context.ctx.requireRole(signedInCustomer);
  return { customer: { email: customer.email, displayName: customer.displayName }, affiliate: customer.roles.includes("affiliate") };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const sections = loaderData.affiliate ? [...ACCOUNT_SECTIONS, AFFILIATE_SECTION] : ACCOUNT_SECTIONS;
  return (
    <div className="container account-page">
      <h1 className="visually-hidden">My account</h1>
      <div className="account-page__grid">
        <nav className="account-nav" aria-label="My account">
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.exact}>
                  {section.label}
                </NavLink>
              </li>
            ))}
            <li>
              <LogoutForm />
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
