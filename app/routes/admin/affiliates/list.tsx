import { Link } from "react-router";
import { formatMoney } from "../../../../domain/money.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { AFFILIATE_STATUS_LABELS, AFFILIATE_STATUS_TONE, formatDay, STATUS_FILTERS } from "../../../components/admin/affiliates/labels.ts";
import { StatusButtons } from "../../../components/admin/affiliates/status-buttons.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { loadList } from "./affiliates.server.ts";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Affiliates — Vitrine admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadList(context.ctx, context.services, new URL(request.url));
}

export default function AffiliateList({ loaderData }: Route.ComponentProps) {
  const { affiliates, status, saved } = loaderData;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Affiliates</h1>
        <Link to="/admin/affiliates/payouts?state=requested" className="admin-button">
          Payout requests
        </Link>
      </header>
      <FormNotice saved={saved ? "The affiliate's status was changed." : null} />
      <nav aria-label="Filter affiliates by status" className="admin-actions">
        <Link to="/admin/affiliates" aria-current={status === "" ? "page" : undefined} className="admin-button">
          All
        </Link>
        {STATUS_FILTERS.map((s) => (
          <Link key={s} to={`/admin/affiliates?status=${s}`} aria-current={status === s ? "page" : undefined} className="admin-button">
            {AFFILIATE_STATUS_LABELS[s]}
          </Link>
        ))}
      </nav>
      <div className="admin-table__scroll">
        <table className="admin-table">
          <caption className="visually-hidden">Affiliates</caption>
          <thead>
            <tr>
              <th scope="col">Affiliate</th>
              <th scope="col">Referral code</th>
              <th scope="col">Status</th>
              <th scope="col">Joined</th>
              <th scope="col" className="admin-table__number">
                Unpaid commission
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {affiliates.length === 0 && (
              <tr>
                <td colSpan={6} className="admin-table__empty">
                  No affiliates{status ? ` with this status` : ""}.
                </td>
              </tr>
            )}
            {affiliates.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={`/admin/affiliates/${a.id}`}>{a.name || a.email}</Link>
                  <div className="admin-muted">{a.email}</div>
                </td>
                <td>{a.referralCode}</td>
                <td>
                  <span className={`admin-badge admin-badge--${AFFILIATE_STATUS_TONE[a.status]}`}>{AFFILIATE_STATUS_LABELS[a.status]}</span>
                </td>
                <td>{formatDay(a.createdAt)}</td>
                <td className="admin-table__number">{formatMoney(a.unpaidMinor)}</td>
                <td>
                  <StatusButtons id={a.id} status={a.status} label={a.name || a.email} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
