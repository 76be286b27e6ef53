import { Link } from "react-router";
import { DownloadsTable } from "../components/account/downloads-table.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { downloadRow } from "../lib/account-downloads.server.ts";
import { requireCustomer } from "../lib/account.server.ts";
import type { Route } from "./+types/account-downloads";

export function meta() {
  return [{ title: "Downloads — My account — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

/** The signed-in customer's files from their paid orders (processing or completed), newest order first. */
export async function loader({ context }: Route.LoaderArgs) {
  const { customer } = await requireCustomer(context.ctx);
  const downloads = await context.services.downloads.customerDownloads(customer.id);
  return { downloads: downloads.map(downloadRow) };
}

export default function AccountDownloads({ loaderData }: Route.ComponentProps) {
  return (
    <section className="account-section" aria-labelledby="account-downloads-heading">
      <h2 id="account-downloads-heading">Downloads</h2>
      {loaderData.downloads.length === 0 ? (
        <div className="account-empty">
          <p>No downloads available yet.</p>
          <p>
            <Link to="/shop" className="button">
              Browse products
            </Link>
          </p>
        </div>
      ) : (
        <DownloadsTable downloads={loaderData.downloads} caption="Your downloads" />
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
