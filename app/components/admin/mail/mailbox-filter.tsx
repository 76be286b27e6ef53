import { Form, Link } from "react-router";

/** A plain GET form: `?to=` filters the outbox by recipient. */
export function MailboxFilter({ to, error }: { to: string; error?: string | undefined }) {
  return (
    <Form method="get" action="/admin/mail" className="admin-filters mailbox__filter" aria-label="Filter mails">
      <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
        <label htmlFor="mailbox-to">Recipient</label>
        <input
          key={to}
          id="mailbox-to"
          type="email"
          name="to"
          defaultValue={to}
          placeholder="name@example.com"
          autoComplete="off"
          {...(error ? { "aria-invalid": true, "aria-describedby": "mailbox-to-error" } : {})}
        />
        {error && (
          <p id="mailbox-to-error" className="admin-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit">Filter</button>
      {to && <Link to="/admin/mail">Show all</Link>}
    </Form>
  );
}
