import { statementUrlOf } from "../../../../domain/affiliates/statement.ts";
import { Form, Link } from "react-router";
import { formatMoney } from "../../../../domain/money.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import {
  AFFILIATE_STATUS_LABELS,
  AFFILIATE_STATUS_TONE,
  formatDay,
  PAYOUT_STATE_LABELS,
  PAYOUT_TYPE_LABELS,
  SIGNAL_LABELS,
} from "../../../components/admin/affiliates/labels.ts";
import { LedgerTable } from "../../../components/admin/affiliates/ledger-table.tsx";
import { StatusButtons } from "../../../components/admin/affiliates/status-buttons.tsx";
import { Field, FormNotice } from "../../../components/admin/field.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { detailAction, loadDetail } from "./affiliates.server.ts";
import type { Route } from "./+types/detail";

export const handle = { breadcrumb: (data: { affiliate: { referralCode: string } }) => data.affiliate.referralCode };

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.affiliate.referralCode ?? "Affiliate"} — Vitrine admin` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadDetail(context.ctx, context.services, params.id, new URL(request.url));
}

export async function action({ params, context }: Route.ActionArgs) {
  return detailAction(context.ctx, context.services, params.id);
}

const SAVED: Record<string, string> = {
  updated: "The affiliate was saved.",
  status: "The affiliate's status was changed.",
  coupon: "The coupon now belongs to this affiliate.",
  "coupon-removed": "The coupon no longer belongs to this affiliate.",
};

export default function AffiliateDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { affiliate, email, firstName, lastName, coupons, ledger, payouts, orders, others, saved, figures } = loaderData;
  const update = problemOf(actionData, "update");
  const assign = problemOf(actionData, "assign-coupon");
  const name = `${firstName} ${lastName}`.trim() || email;
  const rate = affiliate.rate;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>
          {name} <span className={`admin-badge admin-badge--${AFFILIATE_STATUS_TONE[affiliate.status]}`}>{AFFILIATE_STATUS_LABELS[affiliate.status]}</span>
        </h1>
        <StatusButtons id={affiliate.id} status={affiliate.status} label={name} />
      </header>
      <FormNotice problem={problemOf(actionData, "status")} saved={actionData ? null : saved ? SAVED[saved] : null} />
      <p className="admin-muted">
        {email} · joined {formatDay(affiliate.createdAt)}
        {affiliate.website ? ` · ${affiliate.website}` : ""}
        {affiliate.note ? ` · “${affiliate.note}”` : ""}
      </p>

      <section className="admin-card" aria-labelledby="affiliate-terms">
        <h2 id="affiliate-terms">Tier, rate and referral code</h2>
        <FormNotice problem={update} />
        <Form method="post" className="admin-grid">
          <input type="hidden" name="intent" value="update" />
          <Field label="Parent (the tier above)" name="parentId" problem={update}>
            {(props) => (
              <select {...props} defaultValue={props.defaultValue ?? String(affiliate.parentId ?? "")}>
                <option value="">None (top of a network)</option>
                {others.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Commission rate" name="rateKind" problem={update}>
            {(props) => (
              <select {...props} defaultValue={props.defaultValue ?? (rate ? rate.kind : "programme")}>
                <option value="programme">The programme's rate</option>
                <option value="percent">Percentage of the order</option>
                <option value="fixed">Fixed amount per order</option>
              </select>
            )}
          </Field>
          <Field label="Rate value (% or €)" name="rateValue" problem={update}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                defaultValue={props.defaultValue ?? (rate ? String(rate.kind === "percent" ? rate.basisPoints / 100 : rate.amountMinor / 100) : "")}
              />
            )}
          </Field>
          <Field label="Referral code" name="referralCode" problem={update}>
            {(props) => <input {...props} required maxLength={40} defaultValue={props.defaultValue ?? affiliate.referralCode} />}
          </Field>
          <div className="admin-actions">
            <button type="submit" className="admin-button admin-button--primary">
              Save
            </button>
          </div>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="affiliate-coupons">
        <h2 id="affiliate-coupons">Coupons</h2>
        <ul>
          {coupons.map((c) => (
            <li key={c.id}>
              <Link to={`/admin/coupons/${c.id}`}>{c.code}</Link> · used {c.usageCount} times{" "}
              <Form method="post" style={{ display: "inline" }}>
                <input type="hidden" name="intent" value="unassign-coupon" />
                <input type="hidden" name="couponId" value={c.id} />
                <button type="submit" className="admin-button" aria-label={`Remove coupon ${c.code} from this affiliate`}>
                  Remove
                </button>
              </Form>
            </li>
          ))}
          {coupons.length === 0 && <li className="admin-muted">No coupons yet.</li>}
        </ul>
        <FormNotice problem={assign} />
        <Form method="post" className="admin-actions">
          <input type="hidden" name="intent" value="assign-coupon" />
          <Field label="Give a coupon (its code)" name="code" problem={assign}>
            {(props) => <input {...props} required maxLength={50} />}
          </Field>
          <button type="submit" className="admin-button">
            Give coupon
          </button>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="affiliate-orders">
        <h2 id="affiliate-orders">Orders credited</h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Signal</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.orderId}>
                <td>
                  <Link to={`/admin/orders/${o.orderId}`}>#{o.orderId}</Link>
                </td>
                <td>{formatDay(o.placedAt)}</td>
                <td>{SIGNAL_LABELS[o.signal]}</td>
                <td>{o.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="admin-card" aria-labelledby="affiliate-payouts">
        <h2 id="affiliate-payouts">Payouts</h2>
        {/* The affiliate's own dashboard shows the same figures (domain/affiliates/figures.ts). */}
        <dl className="admin-figures">
          {(
            [
              ["Commission earned", figures.earnedMinor],
              ["Paid out", figures.paidMinor],
              ["Requested, not paid yet", figures.requestedMinor],
              ["Available to request", figures.availableMinor],
              ["Pending approval", figures.pendingMinor],
            ] as const
          ).map(([label, minor]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatMoney(minor)}</dd>
            </div>
          ))}
        </dl>
        <ul>
          {payouts.map((p) => (
            <li key={p.id}>
              {formatDay(p.requestedAt)} · {PAYOUT_TYPE_LABELS[p.type]} · {formatMoney(p.amountMinor)} · {PAYOUT_STATE_LABELS[p.state]} ·{" "}
              <a href={statementUrlOf(p.id)} aria-label={`Statement of payout ${p.id}`}>
                Statement
              </a>
            </li>
          ))}
          {payouts.length === 0 && <li className="admin-muted">No payouts yet.</li>}
        </ul>
      </section>

      <LedgerTable entries={ledger} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
