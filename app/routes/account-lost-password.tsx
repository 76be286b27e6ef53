import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountField, FormNotice } from "../components/account/account-field.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { fieldErrors, problemFor, typedValues } from "../lib/account-forms.ts";
import { PRIVATE_HEADERS, refused } from "../lib/account.server.ts";
import { formFields, lostPasswordForm } from "../lib/account-schemas.server.ts";
import type { Route } from "./+types/account-lost-password";

/** The same words as POST /api/auth/password-reset: whether the address has an account is not told. */
const SENT = "If an account exists for this e-mail address, we have sent a link to reset its password. The link works for one hour.";

export function meta() {
  return [{ title: "Lost password — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function loader({ request }: Route.LoaderArgs) {
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1" }, { headers: PRIVATE_HEADERS });
}

/** Asks for a reset link (one mail per request, at most 3 an hour per account: the service's rule). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await context.ctx.form();
  const parsed = lostPasswordForm.safeParse(formFields(form, ["email"]));
  if (!parsed.success) {
    return refused(request, 400, {
      form: "lost",
      message: "Please enter a valid e-mail address.",
      fields: fieldErrors(parsed.error.issues),
      values: typedValues(form, ["email"]),
    });
  }
  await context.services.accounts.requestPasswordReset(parsed.data.email);
  return redirect("/account/lost-password?sent=1", { status: 303, headers: PRIVATE_HEADERS });
}

export default function LostPassword({ loaderData, actionData }: Route.ComponentProps) {
  const problem = problemFor(actionData, "lost");
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container account-narrow">
      <h1>Lost password</h1>
      {loaderData.sent ? (
        <>
          <FormNotice kind="success">{SENT}</FormNotice>
          <p>
            <Link to="/account/login">Back to login</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="account-form" key={JSON.stringify(problem?.values ?? null)} noValidate>
          {problem && <FormNotice kind="error">{problem.message}</FormNotice>}
          <p>Lost your password? Enter your e-mail address. You will receive a link to create a new password by e-mail.</p>
          <AccountField
            form="lost"
            name="email"
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
            defaultValue={problem?.values.email ?? ""}
            error={problem?.fields.email}
          />
          <p className="account-form__actions">
            <button type="submit" className="button" disabled={busy}>
              Reset password
            </button>
            <Link to="/account/login">Back to login</Link>
          </p>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
