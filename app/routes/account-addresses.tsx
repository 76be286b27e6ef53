import { Link } from "react-router";
import { AddressBlock } from "../components/account/address-block.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { addressView, takeAccountNotice } from "../lib/account-addresses.server.ts";
import { requireCustomer } from "../lib/account.server.ts";
import { ACCOUNT_NOTICES } from "../lib/account-view.ts";
import type { Route } from "./+types/account-addresses";

export function meta() {
  return [{ title: "Addresses — My account — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

/** The saved billing and shipping addresses, and the one-time notice after a save (cleared as it is shown). */
export async function loader({ context }: Route.LoaderArgs) {
  const { customer } = await requireCustomer(context.ctx);
  const saved = await context.services.customers.addresses(customer.id);
  const notice = takeAccountNotice(context.ctx);
  return { billing: addressView(saved.billing), shipping: addressView(saved.shipping), notice: notice ? ACCOUNT_NOTICES[notice] : null };
}

const CARDS = [
  { kind: "billing", title: "Billing address" },
  { kind: "shipping", title: "Shipping address" },
] as const;

export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  return (
    <section className="account-section" aria-labelledby="account-addresses-heading">
      <h2 id="account-addresses-heading">Addresses</h2>
      {loaderData.notice && (
        <p className="notice notice--success account-notice" role="status">
          {loaderData.notice}
        </p>
      )}
      <p className="muted">The following addresses will be used on the checkout page by default.</p>
      <div className="account-addresses">
        {CARDS.map(({ kind, title }) => {
          const address = loaderData[kind];
          return (
            <section key={kind} className="account-address-card" aria-labelledby={`address-${kind}-heading`}>
              <header className="account-address-card__head">
                <h3 id={`address-${kind}-heading`}>{title}</h3>
                <Link to={`/account/addresses/${kind}`} aria-label={`${address ? "Edit" : "Add"} ${title.toLowerCase()}`}>
                  {address ? "Edit" : "Add"}
                </Link>
              </header>
              {address ? <AddressBlock address={address} /> : <p className="muted">You have not set up this type of address yet.</p>}
            </section>
          );
        })}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
