import { Form, Link } from "react-router";
import { statementUrlOf } from "../../../../domain/affiliates/statement.ts";
import { formatMoney } from "../../../../domain/money.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { formatDay, PAYOUT_FILTERS, PAYOUT_STATE_LABELS, PAYOUT_TYPE_LABELS } from "../../../components/admin/affiliates/labels.ts";
import { FormNotice } from "../../../components/admin/field.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { loadPayouts, payoutsAction } from "./affiliates.server.ts";
import type { Route } from "./+types/payouts";

export const handle = { breadcrumb: "Payouts" };

export function meta() {
  return [{ title: "Affiliate payouts — Vitrine admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPayouts(context.ctx, context.services, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return payoutsAction(context.ctx, context.services, new URL(request.url));
}

const SAVED: Record<string, string> = {
  approve: "The payout was approved.",
  paid: "The payout was marked paid.",
  reject: "The payout was rejected: its amount is back in the affiliate's balance.",
};

function Decide({ id, intent, label, tone }: { id: number; intent: "approve" | "paid" | "reject"; label: string; tone: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`admin-button ${tone}`} aria-label={`${label} payout ${id}`}>
        {label}
      </button>
    </Form>
  );
}

export default function Payouts({ loaderData, actionData }: Route.ComponentProps) {
  const { payouts, state, saved } = loaderData;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Affiliate payouts</h1>
        <a href="/admin/affiliates/payouts/sepa.xml" className="admin-button" download>
          SEPA file of approved bank payouts
        </a>
      </header>
      <FormNotice problem={problemOf(actionData)} saved={actionData ? null : saved ? SAVED[saved] : null} />
      <nav aria-label="Filter payouts by state" className="admin-actions">
        <Link to="/admin/affiliates/payouts" aria-current={state === "" ? "page" : undefined} className="admin-button">
          All
        </Link>
        {PAYOUT_FILTERS.map((s) => (
          <Link key={s} to={`/admin/affiliates/payouts?state=${s}`} aria-current={state === s ? "page" : undefined} className="admin-button">
            {PAYOUT_STATE_LABELS[s]}
          </Link>
        ))}
      </nav>
      <div className="admin-table__scroll">
        <table className="admin-table">
          <caption className="visually-hidden">Payout requests</caption>
          <thead>
            <tr>
              <th scope="col">Payout</th>
              <th scope="col">Affiliate</th>
              <th scope="col">Requested</th>
              <th scope="col">Type</th>
              <th scope="col" className="admin-table__number">
                Amount
              </th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {payouts.length === 0 && (
              <tr>
                <td colSpan={7} className="admin-table__empty">
                  No payouts here.
                </td>
              </tr>
            )}
            {payouts.map(({ payout, email, referralCode }) => (
              <tr key={payout.id}>
                <td>{payout.id}</td>
                <td>
                  <Link to={`/admin/affiliates/${payout.affiliateId}`}>{referralCode}</Link>
                  <div className="admin-muted">{email}</div>
                </td>
                <td>{formatDay(payout.requestedAt)}</td>
                <td>{PAYOUT_TYPE_LABELS[payout.type]}</td>
                <td className="admin-table__number">{formatMoney(payout.amountMinor)}</td>
                <td>{PAYOUT_STATE_LABELS[payout.state]}</td>
                <td>
                  <div className="admin-actions">
                    {payout.state === "requested" && <Decide id={payout.id} intent="approve" label="Approve" tone="admin-button--primary" />}
                    {(payout.state === "requested" || payout.state === "approved") && <Decide id={payout.id} intent="paid" label="Mark paid" tone="" />}
                    {(payout.state === "requested" || payout.state === "approved") && (
                      <Decide id={payout.id} intent="reject" label="Reject" tone="admin-button--danger" />
                    )}
                    <a href={statementUrlOf(payout.id)} className="admin-button" aria-label={`Statement of payout ${payout.id}`}>
                      Statement
                    </a>
                  </div>
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
