import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { AffiliateDashboard, PayoutState, PayoutType } from "../../../domain/affiliates/dashboard.ts";
import { checkPayoutAmount, PAYOUT_TYPE_LABELS, payoutTypeOf } from "../../../domain/affiliates/payout-form.ts";
import { formatMoney } from "../../../domain/money.ts";
import type { FormProblem } from "../../lib/account-forms.ts";
import { FormNotice } from "../account/account-field.tsx";
import { PayoutDetailsFields } from "./payout-details-fields.tsx";
import { TableWrap } from "./table-wrap.tsx";

const STATE_LABELS: Record<PayoutState, string> = { requested: "Requested", approved: "Approved", paid: "Paid", rejected: "Rejected" };

type PayoutsPanelProps = { dashboard: AffiliateDashboard; requested: boolean; problem: FormProblem | null };

/**
 * The balance, the payout request form (spec §1, §3, §5: type selector, each type's own fields, bank
 * inputs required only for banktransfer, the password toggle; an amount between the minimum payout and
 * the approved unpaid balance) and the payouts so far with their statements.
 */
export function PayoutsPanel({ dashboard, requested, problem }: PayoutsPanelProps) {
  const { balance, currency } = dashboard;
  const money = (minor: number) => formatMoney(minor, currency);
  const busy = useNavigation().state === "submitting";
  const [chosen, setChosen] = useState<PayoutType | "">(payoutTypeOf(problem?.values.payouttype ?? dashboard.settings.payouttype));
  const [amountError, setAmountError] = useState<string | null>(null);
  const values = { ...dashboard.settings, ...(problem?.values ?? {}) } as Record<string, string>;
  const error = amountError ?? problem?.fields.amount;

  function check(event: React.FormEvent<HTMLFormElement>) {
    const typed = new FormData(event.currentTarget).get("amount");
    const result = checkPayoutAmount(typeof typed === "string" ? typed : "", balance, currency);
    setAmountError(result.ok ? null : result.message);
    if (!result.ok) event.preventDefault();
  }

  return (
    <>
      <h2>Payouts</h2>
      <dl className="affiliate-stats__grid affiliate-balance">
        <div className="affiliate-stats__item">
          <dt>Available to request</dt>
          <dd>{money(balance.approvedUnpaidMinor)}</dd>
        </div>
        <div className="affiliate-stats__item">
          <dt>Requested, not paid yet</dt>
          <dd>{money(balance.requestedMinor)}</dd>
        </div>
        <div className="affiliate-stats__item">
          <dt>Pending approval</dt>
          <dd>{money(balance.pendingMinor)}</dd>
        </div>
        <div className="affiliate-stats__item">
          <dt>Minimum payout</dt>
          <dd>{money(balance.minimumPayoutMinor)}</dd>
        </div>
      </dl>
      <section aria-labelledby="affiliate-payout-form-heading" className="affiliate-payout-form">
        <h3 id="affiliate-payout-form-heading">Request a payout</h3>
        {requested && <FormNotice kind="success">Your payout request has been sent. We will let you know when it is paid.</FormNotice>}
        {problem && <FormNotice kind="error">{problem.message}</FormNotice>}
        <Form method="post" className="account-form" onSubmit={check} key={JSON.stringify(problem?.values ?? null)}>
          <input type="hidden" name="intent" value="payout" />
          <p className="account-field">
            <label htmlFor="payout-amount" className="field-label">
              Amount ({currency}) <abbr title="required">*</abbr>
            </label>
            <input
              id="payout-amount"
              name="amount"
              inputMode="decimal"
              className="field-input"
              required
              defaultValue={problem?.values.amount ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={`payout-amount-hint${error ? " payout-amount-error" : ""}`}
              onInput={() => setAmountError(null)}
            />
            <span className="account-field__hint" id="payout-amount-hint">
              {balance.approvedUnpaidMinor >= balance.minimumPayoutMinor
                ? `Between ${money(balance.minimumPayoutMinor)} and ${money(balance.approvedUnpaidMinor)}.`
                : `You can request a payout once your approved unpaid balance reaches ${money(balance.minimumPayoutMinor)}.`}
            </span>
            {error && (
              <span className="field-error" id="payout-amount-error" role="alert">
                {error}
              </span>
            )}
          </p>
          <PayoutDetailsFields
            idPrefix="payout"
            chosen={chosen}
            onChoose={setChosen}
            values={values}
            sendHiddenGroups={false}
            offered={dashboard.payoutTypes}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Sending…" : "Request payout"}
          </button>
        </Form>
      </section>
      <h3 id="affiliate-payouts-heading">Your payouts</h3>
      {dashboard.payouts.length === 0 ? (
        <p>No payouts yet.</p>
      ) : (
        <TableWrap label="Your payouts">
          <table className="affiliate-table" aria-labelledby="affiliate-payouts-heading">
            <thead>
              <tr>
                <th scope="col">Payout</th>
                <th scope="col">Requested</th>
                <th scope="col">Amount</th>
                <th scope="col">Type</th>
                <th scope="col">State</th>
                <th scope="col">Statement</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.payouts.map((payout) => (
                <tr key={payout.id} data-payout={payout.id}>
                  <td>#{payout.id}</td>
                  <td>
                    <time dateTime={payout.requestedAt}>{payout.requestedAt.slice(0, 10)}</time>
                  </td>
                  <td>{money(payout.amountMinor)}</td>
                  <td>{PAYOUT_TYPE_LABELS[payout.type]}</td>
                  <td>{STATE_LABELS[payout.state]}</td>
                  <td>
                    {payout.statementUrl ? (
                      <>
                        <a href={payout.statementUrl} aria-label={`Statement of payout ${payout.id}`}>
                          Statement
                        </a>{" "}
                        <a href={`${payout.statementUrl}.pdf`} aria-label={`Statement of payout ${payout.id} as PDF`}>
                          PDF
                        </a>
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
