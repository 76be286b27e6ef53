import { bankDetailsRows, type BankDetails } from "../../../domain/checkout/bank-details.ts";

/** The shop's account for a bank transfer order, with the order number to quote as the reference. */
export function BankDetailsSection({ details }: { details: BankDetails }) {
  return (
    <section className="bank-details" aria-labelledby="bank-details-heading">
      <h2 id="bank-details-heading">Our bank details</h2>
      <p>Please pay the order total into this account, quoting the payment reference, so we can match your payment to your order.</p>
      <dl className="bank-details__rows">
        {bankDetailsRows(details).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
