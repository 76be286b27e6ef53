import { data, redirect } from "react-router";
import { DetailsForm } from "../components/account/details-form.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { fieldErrors, problemFor, typedValues } from "../lib/account-forms.ts";
import { PRIVATE_HEADERS, refused, requireCustomer } from "../lib/account.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import { detailsForm, formFields } from "../lib/account-schemas.server.ts";
import type { Route } from "./+types/account-details";

const FIELDS = ["account_first_name", "account_last_name", "account_display_name", "account_email", "password_current", "password_1", "password_2"] as const;
/** The service's field names, as the form calls them. */
const FORM_NAMES: Record<string, string> = {
  firstName: "account_first_name",
  lastName: "account_last_name",
  displayName: "account_display_name",
  email: "account_email",
  currentPassword: "password_current",
  newPassword: "password_1",
};

export function meta() {
  return [{ title: "Account details — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = await requireCustomer(context.ctx);
  const { firstName, lastName, displayName, email } = customer;
  return data(
    { customer: { firstName, lastName, displayName, email }, saved: new URL(request.url).searchParams.get("saved") === "1" },
    { headers: PRIVATE_HEADERS },
  );
}

/**
 * Saves names, display name and e-mail, and a new password when one is given. The e-mail and the password
 * need the current password; a new password ends the customer's other sessions (this one stays).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session } = await requireCustomer(context.ctx);
  const form = await context.ctx.form();
  const values = typedValues(form, FIELDS);
  const parsed = detailsForm.safeParse(formFields(form, FIELDS));
  if (!parsed.success)
    return refused(request, 400, { form: "details", message: "Please check the highlighted fields.", fields: fieldErrors(parsed.error.issues), values });
  const input = parsed.data;
  try {
    await context.services.accounts.updateDetails(
      session,
      {
        firstName: input.account_first_name,
        lastName: input.account_last_name,
        displayName: input.account_display_name,
        email: input.account_email,
        currentPassword: input.password_current,
        newPassword: input.password_1,
      },
      { address: context.clientAddress },
    );
  } catch (error) {
    if (!isServiceError(error)) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([key, text]) => [FORM_NAMES[key] ?? key, text]));
    return refused(request, error.status, { form: "details", message: error.message, fields, values });
  }
  return redirect("/account/details?saved=1", { status: 303, headers: PRIVATE_HEADERS });
}

export default function AccountDetails({ loaderData, actionData }: Route.ComponentProps) {
  return <DetailsForm customer={loaderData.customer} saved={loaderData.saved && !actionData} problem={problemFor(actionData, "details")} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
