import { Form, Link } from "react-router";

/** A plain GET form: `?to=` filters the mailbox by recipient. */
export function MailboxFilter({ to }: { to: string }) {
  return (
    <Form method="get" action="/dev/mailbox" className="mailbox__filter" aria-label="Filter mails">
      <div className="mailbox__filter-field">
        <label htmlFor="mailbox-to" className="field-label">
          Recipient
        </label>
        <input key={to} id="mailbox-to" className="field-input" type="email" name="to" defaultValue={to} placeholder="name@example.com" autoComplete="off" />
      </div>
      <button type="submit" className="button">
        Filter
      </button>
      {to && (
        <Link to="/dev/mailbox" className="button button--ghost">
          Show all
        </Link>
      )}
    </Form>
  );
}
