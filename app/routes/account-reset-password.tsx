import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountField, FormNotice } from "../components/account/account-field.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { fieldErrors, problemFor } from "../lib/account-forms.ts";
import { PRIVATE_HEADERS, refused } from "../lib/account.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import { formFields, resetPasswordForm } from "../lib/account-schemas.server.ts";
import type { Route } from "./+types/account-reset-password";

const FIELDS = ["token", "password_1", "password_2"] as const;

export function meta() {
  return [{ title: "Set a new password — Vitrine" }, { name: "robots", content: "noindex" }];
}

/** The token is in the address: no referrer may carry it to another site. */
export function headers() {
  return { ...PRIVATE_HEADERS, "referrer-policy": "no-referrer" };
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token: token.slice(0, 200) }, { headers: { ...PRIVATE_HEADERS, "referrer-policy": "no-referrer" } });
}

/**
 * Sets the new password with the e-mailed token (used up, with every other open link of the account; the
 * customer's sessions end except this one), then sends them to log in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await context.ctx.form();
  const parsed = resetPasswordForm.safeParse(formFields(form, FIELDS));
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues);
    return refused(request, 400, { form: "reset", message: fields.token ?? "Please check the highlighted fields.", fields, values: {} });
  }
  try {
    const session = await context.ctx.session();
    await context.services.accounts.confirmPasswordReset({ token: parsed.data.token, password: parsed.data.password_1 }, session);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    const fields: Record<string, string> = {};
    if (error.fields?.password) fields.password_1 = error.fields.password;
    if (error.fields?.token) fields.token = error.fields.token;
    return refused(request, error.status, { form: "reset", message: error.message, fields, values: {} });
  }
  return redirect("/account/login?done=password-reset", { status: 303, headers: PRIVATE_HEADERS });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const problem = problemFor(actionData, "reset");
  const busy = useNavigation().state === "submitting";
  const badLink = !loaderData.token || problem?.fields.token;
  return (
    <div className="container account-narrow">
      <h1>Set a new password</h1>
      {problem && <FormNotice kind="error">{problem.message}</FormNotice>}
      {badLink ? (
        <p>
          {!problem && "This reset link is incomplete. "}
          <Link to="/account/lost-password">Ask for a new reset link</Link>
        </p>
      ) : (
        <Form method="post" className="account-form" noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          <p>Enter a new password below.</p>
          <AccountField
            form="reset"
            name="password_1"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            error={problem?.fields.password_1}
          />
          <AccountField
            form="reset"
            name="password_2"
            label="Re-enter new password"
            type="password"
            autoComplete="new-password"
            required
            error={problem?.fields.password_2}
          />
          <p className="account-form__actions">
            <button type="submit" className="button" disabled={busy}>
              Save
            </button>
          </p>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
