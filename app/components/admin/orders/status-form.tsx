import { Form } from "react-router";
import { adminStatusLabel, allowedTransitions, type AdminOrderStatus } from "../../../../domain/admin/order-transitions.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field, FormNotice } from "../field.tsx";

/**
 * The order's status, preselected and marked as current, then the statuses it may move to; cancelling
 * says that it puts the stock back. Sending the current status back is refused with a clear message.
 */
export function StatusForm({ status, version, problem }: { status: AdminOrderStatus; version: number; problem: AdminProblem | null }) {
  const targets = allowedTransitions(status);
  if (targets.length === 0) return <p className="admin-muted">A {adminStatusLabel(status).toLowerCase()} order&apos;s status cannot be changed.</p>;
  return (
    <Form method="post" className="orders-status-form" aria-label="Change status">
      <FormNotice problem={problem} />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="version" value={version} />
      <Field label="New status" name="status" problem={problem} hint="Cancelling puts the items back into stock.">
        {(props) => (
          <select {...props} defaultValue={props.defaultValue ?? status} required>
            <option value={status}>{adminStatusLabel(status)} (current)</option>
            {targets.map((target) => (
              <option key={target} value={target}>
                {adminStatusLabel(target)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Note for the history (optional)" name="note" problem={problem}>
        {(props) => <input {...props} type="text" maxLength={500} />}
      </Field>
      <button type="submit" className="admin-button admin-button--primary">
        Change status
      </button>
    </Form>
  );
}
