import { useRef } from "react";
import { Form } from "react-router";
import { STAFF_ROLE_LABELS, STAFF_ROLES } from "../../../../domain/admin/permissions.ts";
import { EMAIL_MAX, NAME_MAX } from "../../../../domain/admin/people.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field, FormNotice } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";

/** Invites by e-mail with a role: a new account without a password, or the role added to an existing customer. */
export function StaffInviteForm({ problem }: { problem: AdminProblem | null }) {
  const form = useRef<HTMLFormElement>(null);
  useUnsavedChanges(form);
  return (
    <section className="admin-card" aria-labelledby="staff-invite">
      <h2 id="staff-invite">Invite a staff member</h2>
      <Form method="post" ref={form} className="admin-people__invite">
        <input type="hidden" name="intent" value="invite" />
        <FormNotice problem={problem} />
        <Field label="E-mail" name="email" problem={problem}>
          {(props) => <input {...props} type="email" autoComplete="off" maxLength={EMAIL_MAX} required />}
        </Field>
        <Field label="First name" name="firstName" problem={problem}>
          {(props) => <input {...props} type="text" maxLength={NAME_MAX} />}
        </Field>
        <Field label="Last name" name="lastName" problem={problem}>
          {(props) => <input {...props} type="text" maxLength={NAME_MAX} />}
        </Field>
        <Field label="Role" name="role" problem={problem}>
          {(props) => (
            <select {...props} defaultValue={props.defaultValue ?? "shop_manager"}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="admin-button admin-button--primary">
          Send invitation
        </button>
      </Form>
    </section>
  );
}
