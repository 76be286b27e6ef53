import { useRef } from "react";
import { Form } from "react-router";
import { isRefundable, type AdminOrderStatus } from "../../../../domain/admin/order-transitions.ts";
import { formatMinor, lineAmountLeft, lineQuantityLeft, orderAmountLeft } from "../../../../domain/admin/refund-math.ts";
import { formatMoney } from "../../../../domain/money.ts";
import type { AdminOrder } from "../../../../domain/admin/order-view.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field, FormNotice } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";
import { formatWhen } from "./order-history.tsx";

/**
 * A refund: per line a quantity and/or an amount (left empty, the amount is the quantity's share of the
 * line), an extra amount such as shipping, or the whole order; restocking is optional, a reason is not.
 */
export function RefundForm({ order, problem }: { order: AdminOrder; problem: AdminProblem | null }) {
  const form = useRef<HTMLFormElement>(null);
  useUnsavedChanges(form);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const left = orderAmountLeft(order);
  return (
    <section className="admin-card" aria-labelledby="order-refunds">
      <h2 id="order-refunds">Refunds</h2>
      {order.refunds.length > 0 && (
        <ul className="orders-refunds">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              <strong>−{money(refund.amount)}</strong> · {refund.reason}
              {refund.restock ? " · restocked" : ""}
              <span className="admin-muted">
                {" "}
                · {refund.by ?? "the shop"} · {formatWhen(refund.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!isRefundable(order.status as AdminOrderStatus) || left === 0 ? (
        <p className="admin-muted">Nothing more can be refunded on this order.</p>
      ) : (
        <Form method="post" ref={form} className="orders-refund-form" aria-label="Refund">
          <FormNotice problem={problem} />
          <p>Up to {money(left)} can still be refunded.</p>
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="version" value={order.version} />
          {order.lines.map((line) => {
            const quantityLeft = lineQuantityLeft(line);
            const amountLeft = lineAmountLeft(line);
            return (
              <fieldset key={line.id} className="admin-fieldset orders-refund-line" disabled={amountLeft === 0}>
                <legend>
                  {line.name}
                  {line.sku ? ` (${line.sku})` : ""}: {quantityLeft} of {line.quantity} left, {money(amountLeft)}
                </legend>
                <Field label={`Quantity to refund of ${line.name}`} name={`line-${line.id}-quantity`} problem={problem}>
                  {(props) => (
                    <input {...props} type="number" min={0} max={quantityLeft} step={1} inputMode="numeric" defaultValue={props.defaultValue ?? "0"} />
                  )}
                </Field>
                <Field label={`Amount to refund on ${line.name}`} name={`line-${line.id}-amount`} problem={problem} hint="Empty: the quantity's share.">
                  {(props) => <input {...props} type="text" inputMode="decimal" maxLength={12} placeholder={formatMinor(amountLeft)} />}
                </Field>
              </fieldset>
            );
          })}
          <Field label="Extra amount (shipping, goodwill)" name="extra" problem={problem}>
            {(props) => <input {...props} type="text" inputMode="decimal" maxLength={12} placeholder="0.00" />}
          </Field>
          <div className="admin-field orders-checkbox">
            <input id="refund-whole" type="checkbox" name="whole" defaultChecked={problem?.values.whole === "on"} />
            <label htmlFor="refund-whole">Refund everything still refundable ({money(left)})</label>
          </div>
          <div className="admin-field orders-checkbox">
            <input id="refund-restock" type="checkbox" name="restock" defaultChecked={problem ? problem.values.restock === "on" : true} />
            <label htmlFor="refund-restock">Put the refunded items back into stock</label>
          </div>
          <Field label="Reason for the refund" name="reason" problem={problem}>
            {(props) => <input {...props} type="text" maxLength={500} required />}
          </Field>
          {problem?.fields._ && (
            <p role="alert" className="admin-field__error">
              {problem.fields._}
            </p>
          )}
          <button type="submit" className="admin-button admin-button--danger">
            Refund
          </button>
        </Form>
      )}
    </section>
  );
}
