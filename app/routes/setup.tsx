import { data, Form, redirect, useNavigation } from "react-router";
import { AccountField, FormNotice } from "../components/account/account-field.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { problemFor, typedValues } from "../lib/account-forms.ts";
import { formText, PRIVATE_HEADERS, refused } from "../lib/account.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import { setSignedInCookies } from "../lib/session-cookies.server.ts";
import type { Route } from "./+types/setup";

/**
 * The shop's first administrator, on a shop started without the demo: this page exists only while no
 * account is an administrator, and answers 404 for good once one is (`npm run create-admin` does the same
 * from a terminal).
 */
const FIELDS = ["name", "email", "password"] as const;

export function meta() {
  return [{ title: "Set up your shop — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return PRIVATE_HEADERS;
}

async function requireNoAdministrator(context: Route.LoaderArgs["context"]) {
  if (!(await context.services.accounts.needsFirstAdministrator())) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
}

export async function loader({ context }: Route.LoaderArgs) {
  await requireNoAdministrator(context);
  return data(null, { headers: PRIVATE_HEADERS });
}

/** Makes the administrator, signs them in and opens the admin; a refusal comes back with its field errors. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireNoAdministrator(context);
  const form = await context.ctx.form();
  const input = { name: formText(form, "name"), email: formText(form, "email"), password: formText(form, "password") };
  const values = typedValues(form, FIELDS);
  try {
    const signedIn = await context.services.accounts.createFirstAdministrator(await context.ctx.session(), input, { address: context.clientAddress });
    await setSignedInCookies(context.ctx, signedIn);
    return redirect("/admin", { status: 303, headers: PRIVATE_HEADERS });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    if (error.code === "setup_done") throw data(null, { status: 404, headers: PRIVATE_HEADERS });
    const message = error.kind === "invalid" ? "Please check the highlighted fields." : error.message;
    return refused(request, error.status, { form: "setup", message, fields: { ...error.fields }, values }, error.retryAfterSeconds);
  }
}

export default function Setup({ actionData }: Route.ComponentProps) {
  const problem = problemFor(actionData, "setup");
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container account-narrow">
      <h1>Set up your shop</h1>
      <p>This shop has no administrator yet. Create the first one: you will be signed in and taken to the admin.</p>
      {problem && <FormNotice kind="error">{problem.message}</FormNotice>}
      <Form method="post" className="account-form" noValidate>
        <AccountField
          form="setup"
          name="name"
          label="Your name"
          autoComplete="name"
          required
          defaultValue={problem?.values.name}
          error={problem?.fields.name}
        />
        <AccountField
          form="setup"
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          defaultValue={problem?.values.email}
          error={problem?.fields.email}
        />
        <AccountField
          form="setup"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={problem?.fields.password}
        />
        <p className="account-form__actions">
          <button type="submit" className="button" disabled={busy}>
            Create administrator
          </button>
        </p>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
