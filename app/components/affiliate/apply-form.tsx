import { Form, useNavigation } from "react-router";
import type { FormProblem } from "../../lib/account-forms.ts";
import { AccountField, FormNotice } from "../account/account-field.tsx";

/**
 * For a signed-in customer who is not an affiliate: the application to join the programme; once sent
 * (`pending`), the word that it waits for staff.
 */
export function ApplyForm({ pending, justApplied, problem }: { pending: boolean; justApplied: boolean; problem: FormProblem | null }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="affiliate-apply-heading" className="affiliate-apply">
      <h2 id="affiliate-apply-heading">Become an affiliate</h2>
      <p>Share your own coupon and referral link, and earn commission on the orders they bring. We review every application.</p>
      {pending && (
        <FormNotice kind="success">
          {justApplied ? "Thank you: your application has been sent. " : "Your application is awaiting approval. "}
          We will e-mail you once it has been reviewed.
        </FormNotice>
      )}
      {problem && <FormNotice kind="error">{problem.message}</FormNotice>}
      {!pending && (
        <Form method="post" className="account-form" key={JSON.stringify(problem?.values ?? null)}>
          <input type="hidden" name="intent" value="apply" />
          <AccountField
            form="apply"
            name="website"
            label="Your website or social profile"
            type="url"
            defaultValue={problem?.values.website ?? ""}
            error={problem?.fields.website}
          />
          <p className="account-field">
            <label htmlFor="apply-note" className="field-label">
              How will you promote the shop?
            </label>
            <textarea id="apply-note" name="note" rows={4} maxLength={500} className="field-input" defaultValue={problem?.values.note ?? ""} />
            {problem?.fields.note && <span className="field-error">{problem.fields.note}</span>}
          </p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Sending…" : "Apply"}
          </button>
        </Form>
      )}
    </section>
  );
}
