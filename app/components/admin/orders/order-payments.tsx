import { Form } from "react-router";
import { formatMoney } from "../../../../domain/money.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { FormNotice } from "../field.tsx";

export type OrderPaymentView = {
  id: number;
  providerTitle: string;
  card: string;
  status: string;
  amount: number;
  captured: number;
  refunded: number;
  currency: string;
  reference: string;
};

const STATUS_WORDS: Readonly<Record<string, string>> = {
  requires_action: "Waiting for the bank's check",
  authorised: "Authorised",
  captured: "Captured",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  voided: "Voided",
  failed: "Declined",
  abandoned: "Challenge left",
};

/** Capture (the full amount) and Void for a payment the provider holds but has not taken: forms to the order page's action. */
function HeldPaymentActions({ payment }: { payment: OrderPaymentView }) {
  const money = formatMoney(payment.amount, payment.currency);
  return (
    <div className="admin-actions orders-payments__actions">
      <Form method="post">
        <input type="hidden" name="intent" value="capture-payment" />
        <input type="hidden" name="paymentId" value={payment.id} />
        <button type="submit" className="admin-button admin-button--primary" aria-label={`Capture ${money} from the ${payment.card}`}>
          Capture {money}
        </button>
      </Form>
      <Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(`Void the ${money} held on the ${payment.card}? The money is released and cannot be captured afterwards.`))
            event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="void-payment" />
        <input type="hidden" name="paymentId" value={payment.id} />
        <button type="submit" className="admin-button admin-button--danger" aria-label={`Void the payment on the ${payment.card}`}>
          Void
        </button>
      </Form>
    </div>
  );
}

/**
 * The card payments of an order: what the provider holds, took and gave back. Refunds recorded here go
 * back to these cards; a payment only held (the shop captures when staff say so) can be captured or voided.
 */
export function OrderPayments({ payments, payLink, problem = null }: { payments: OrderPaymentView[]; payLink: string | null; problem?: AdminProblem | null }) {
  if (payments.length === 0 && payLink === null) return null;
  return (
    <section className="admin-card" aria-labelledby="order-payments">
      <h2 id="order-payments">Card payments</h2>
      <FormNotice problem={problem} />
      {payLink && (
        <p>
          <label htmlFor="order-pay-link">Payment link to send the customer</label>
          <input id="order-pay-link" className="admin-input" readOnly value={payLink} />
        </p>
      )}
      <ul className="orders-payments">
        {payments.map((payment) => (
          <li key={payment.id} data-payment-status={payment.status}>
            <strong>{STATUS_WORDS[payment.status] ?? payment.status}</strong>: {payment.card}, {formatMoney(payment.amount, payment.currency)}
            {payment.captured > 0 && <> · captured {formatMoney(payment.captured, payment.currency)}</>}
            {payment.refunded > 0 && <> · refunded {formatMoney(payment.refunded, payment.currency)}</>}
            <br />
            <span className="admin-muted">
              {payment.providerTitle} · {payment.reference}
            </span>
            {payment.status === "authorised" && <HeldPaymentActions payment={payment} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
