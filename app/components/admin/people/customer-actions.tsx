import { Form, Link } from "react-router";
import { CUSTOMER_ROLES, roleLabel } from "../../../../domain/admin/people.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field, FormNotice } from "../field.tsx";
import type { CustomerView } from "./types.ts";

const STAFF_ROLE_NAMES = ["admin", "shop_manager", "editor"];

/** The customer-side roles as checkboxes; staff roles are shown but set on the staff screen. */
export function CustomerRolesForm({ customer, problem, viewerIsAdmin }: { customer: CustomerView; problem: AdminProblem | null; viewerIsAdmin: boolean }) {
  const staffRoles = customer.roles.filter((role) => STAFF_ROLE_NAMES.includes(role));
  return (
    <section className="admin-card" aria-labelledby="customer-roles">
      <h2 id="customer-roles">Roles</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="roles" />
        <FormNotice problem={problem} />
        <fieldset className="admin-fieldset">
          <legend>Customer roles</legend>
          {CUSTOMER_ROLES.map((role) => (
            <label key={role} className="admin-people__check">
              <input type="checkbox" name="roles" value={role} defaultChecked={customer.roles.includes(role)} /> {roleLabel(role)}
            </label>
          ))}
        </fieldset>
        <p className="admin-muted">
          {staffRoles.length > 0 ? `Staff role: ${staffRoles.map(roleLabel).join(", ")}. ` : ""}
          Staff roles are given on {viewerIsAdmin ? <Link to="/admin/staff">the staff screen</Link> : "the staff screen, by an administrator"}.
        </p>
        <button type="submit" className="admin-button admin-button--primary">
          Save roles
        </button>
      </Form>
    </section>
  );
}

export function PasswordResetForm({ problem }: { problem: AdminProblem | null }) {
  return (
    <section className="admin-card" aria-labelledby="customer-password">
      <h2 id="customer-password">Password</h2>
      <p>Sends the customer the same e-mail as "Lost your password?": a link to choose a new password, valid for one hour.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="reset" />
        <FormNotice problem={problem} />
        <button type="submit" className="admin-button">
          Send password-reset e-mail
        </button>
      </Form>
    </section>
  );
}

/** The GDPR tools: the export download, and erasure behind typing the e-mail and giving a reason. */
export function PersonalDataPanel({ customer, problem, mayAct }: { customer: CustomerView; problem: AdminProblem | null; mayAct: boolean }) {
  const isStaff = customer.roles.some((role) => STAFF_ROLE_NAMES.includes(role));
  return (
    <section className="admin-card admin-people__danger" aria-labelledby="customer-gdpr">
      <h2 id="customer-gdpr">Personal data (GDPR)</h2>
      {/* A staff member's data is exported by an administrator only (mayActOnAccount). */}
      {mayAct && (
        <p>
          <a href={`/admin/customers/${customer.id}/export`} download className="admin-button">
            Download data export (JSON)
          </a>
        </p>
      )}
      {customer.anonymisedAt ? (
        <p>This customer's personal data has been erased.</p>
      ) : isStaff ? (
        <p>This is a staff account: it cannot be erased here. An administrator removes its staff role on the staff screen first.</p>
      ) : (
        <Form method="post" aria-labelledby="erase-title">
          <h3 id="erase-title">Erase personal data</h3>
          <p>
            The name, e-mail, password, saved addresses and sessions go; orders stay for the accounts with their addresses and e-mail anonymised; reviews stay
            without their author. This cannot be undone.
          </p>
          <input type="hidden" name="intent" value="erase" />
          <FormNotice problem={problem} />
          <Field label={`Type ${customer.email} to confirm`} name="confirmEmail" problem={problem}>
            {(props) => <input {...props} type="text" autoComplete="off" spellCheck={false} required />}
          </Field>
          <Field label="Reason (kept in the audit log)" name="reason" problem={problem}>
            {(props) => <textarea {...props} rows={2} maxLength={500} required />}
          </Field>
          <button type="submit" className="admin-button admin-button--danger">
            Erase personal data
          </button>
        </Form>
      )}
    </section>
  );
}
