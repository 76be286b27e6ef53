import { Form } from "react-router";
import { ORDER_NOTE_MAX_LENGTH } from "../../../../domain/admin/order-note-mail.ts";
import type { AdminOrder } from "../../../../domain/admin/order-view.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field, FormNotice } from "../field.tsx";
import { formatWhen } from "./order-history.tsx";

/** Notes, newest first, and the form that adds one: private, or e-mailed to the customer. */
export function OrderNotes({ order, problem }: { order: AdminOrder; problem: AdminProblem | null }) {
  return (
    <section className="admin-card" aria-labelledby="order-notes">
      <h2 id="order-notes">Notes</h2>
      <Form method="post" className="orders-note-form" aria-label="Add a note">
        <FormNotice problem={problem} />
        <input type="hidden" name="intent" value="note" />
        <Field label="Note" name="body" problem={problem}>
          {(props) => <textarea {...props} rows={3} maxLength={ORDER_NOTE_MAX_LENGTH} required />}
        </Field>
        {order.status !== "draft" && (
          <div className="admin-field orders-checkbox">
            <input id="note-to-customer" type="checkbox" name="toCustomer" defaultChecked={problem?.values.toCustomer === "on"} />
            <label htmlFor="note-to-customer">Send to the customer by e-mail ({order.email})</label>
          </div>
        )}
        <button type="submit" className="admin-button">
          Add note
        </button>
      </Form>
      {order.notes.length === 0 ? (
        <p className="admin-muted">No notes yet.</p>
      ) : (
        <ul className="orders-notes">
          {order.notes.map((note) => (
            <li key={note.id} className={note.toCustomer ? "orders-note orders-note--customer" : "orders-note"}>
              <p>{note.body}</p>
              <p className="admin-muted">
                {note.toCustomer ? "Sent to the customer" : "Private"} · {note.author ?? "the shop"} · {formatWhen(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
