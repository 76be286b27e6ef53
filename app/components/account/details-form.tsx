import { Form, useNavigation } from "react-router";
import type { FormProblem } from "../../lib/account-forms.ts";
import { AccountField, FormNotice } from "./account-field.tsx";

type DetailsFormProps = {
  customer: { firstName: string; lastName: string; displayName: string; email: string };
  saved: boolean;
  problem: FormProblem | null;
};

/** Account details and the password change, one form posting to the page's action. */
export function DetailsForm({ customer, saved, problem }: DetailsFormProps) {
  const busy = useNavigation().state === "submitting";
  const value = (name: string, stored: string) => problem?.values[name] ?? stored;
  const error = (name: string) => problem?.fields[name];
  return (
    <section aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">Account details</h2>
      {/* Keyed by what it shows, so a refusal or a save remounts the fields with the right values. */}
      <Form method="post" className="account-form" key={JSON.stringify([customer, problem?.values ?? null])} noValidate>
        {saved && <FormNotice kind="success">Account details changed successfully.</FormNotice>}
        {problem && <FormNotice kind="error">{problem.message}</FormNotice>}
        <div className="account-form__row">
          <AccountField
            form="details"
            name="account_first_name"
            label="First name"
            autoComplete="given-name"
            defaultValue={value("account_first_name", customer.firstName)}
            error={error("account_first_name")}
          />
          <AccountField
            form="details"
            name="account_last_name"
            label="Last name"
            autoComplete="family-name"
            defaultValue={value("account_last_name", customer.lastName)}
            error={error("account_last_name")}
          />
        </div>
        <AccountField
          form="details"
          name="account_display_name"
          label="Display name"
          required
          hint="This is how your name is shown in your account."
          defaultValue={value("account_display_name", customer.displayName)}
          error={error("account_display_name")}
        />
        <AccountField
          form="details"
          name="account_email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          defaultValue={value("account_email", customer.email)}
          error={error("account_email")}
        />
        <fieldset className="account-form__fieldset">
          <legend>Password change</legend>
          <AccountField
            form="details"
            name="password_current"
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="Needed to change your e-mail address or password."
            error={error("password_current")}
          />
          <AccountField
            form="details"
            name="password_1"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="Leave blank to keep your current password."
            error={error("password_1")}
          />
          <AccountField form="details" name="password_2" label="Confirm new password" type="password" autoComplete="new-password" error={error("password_2")} />
        </fieldset>
        <p className="account-form__actions">
          <button type="submit" className="button" disabled={busy}>
            Save changes
          </button>
        </p>
      </Form>
    </section>
  );
}
