import { data, redirect } from "react-router";
import { safeReturnPath } from "../../domain/account/return-path.ts";
import { LoginPage } from "../components/account/login-page.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { fieldErrors, problemFor, typedValues } from "../lib/account-forms.ts";
import { PRIVATE_HEADERS, refused } from "../lib/account.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import { formFields, loginForm, registerForm } from "../lib/account-schemas.server.ts";
import { setSignedInCookies } from "../lib/session-cookies.server.ts";
import type { Route } from "./+types/account-login";

export function meta() {
  return [{ title: "Log in or register — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return PRIVATE_HEADERS;
}

/** Notices a redirect to this page may ask for. */
const NOTICES: Record<string, string> = {
  "password-reset": "Your password has been changed. Please log in with your new password.",
  "logged-out": "You have been logged out.",
};

/** Log in or register; a signed-in customer goes straight on to `?next=` (a same-site path) or the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeReturnPath(url.searchParams.get("next"));
  const customer = await context.ctx.customer();
  if (customer) throw redirect(next, { headers: PRIVATE_HEADERS });
  return data({ next, notice: NOTICES[url.searchParams.get("done") ?? ""] ?? null }, { headers: PRIVATE_HEADERS });
}

const LOGIN_FIELDS = ["email", "password"] as const;
const REGISTER_FIELDS = ["email", "password", "first_name", "last_name"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await context.ctx.form();
  const register = form.get("intent") === "register";
  const formName = register ? "register" : "login";
  const next = safeReturnPath(typeof form.get("next") === "string" ? (form.get("next") as string) : null);
  // The return path rides along with what was typed, so a refused post keeps it.
  const values = { ...typedValues(form, register ? REGISTER_FIELDS : LOGIN_FIELDS), next };
  const session = await context.ctx.session();
  try {
    let signedIn;
    if (register) {
      const parsed = registerForm.safeParse(formFields(form, REGISTER_FIELDS));
      if (!parsed.success)
        return refused(request, 400, { form: formName, message: "Please check the highlighted fields.", fields: fieldErrors(parsed.error.issues), values });
      const { email, password, first_name, last_name } = parsed.data;
      signedIn = await context.services.accounts.register(session, { email, password, firstName: first_name, lastName: last_name });
    } else {
      const parsed = loginForm.safeParse(formFields(form, LOGIN_FIELDS));
      if (!parsed.success)
        return refused(request, 400, {
          form: formName,
          message: "Please enter your e-mail address and password.",
          fields: fieldErrors(parsed.error.issues),
          values,
        });
      signedIn = await context.services.accounts.login(session, parsed.data, { address: context.clientAddress });
    }
    // The new session, and the cart cookies of the cart the guest's lines were merged into.
    await setSignedInCookies(context.ctx, signedIn);
    return redirect(next, { status: 303, headers: PRIVATE_HEADERS });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    // A login refusal names no field: which of the two was wrong is not told. A taken e-mail gets the
    // service's full sentence beside the field (its field text is only a short tag).
    const fields: Record<string, string> = {};
    if (error.fields?.email) fields.email = error.code === "email_taken" ? error.message : error.fields.email;
    if (error.fields?.password) fields.password = error.fields.password;
    return refused(request, error.status, { form: formName, message: error.message, fields, values }, error.retryAfterSeconds);
  }
}

export default function AccountLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage next={loaderData.next} notice={loaderData.notice} login={problemFor(actionData, "login")} register={problemFor(actionData, "register")} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
