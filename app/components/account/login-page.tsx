import { Form, Link, useNavigation } from "react-router";
import type { FormProblem } from "../../lib/account-forms.ts";
import { AccountField, FormNotice } from "./account-field.tsx";

type LoginPageProps = { next: string; notice: string | null; login: FormProblem | null; register: FormProblem | null };

/**
 * The login form and the register form side by side. Both are plain posts to the page's action (they work
 * before and without JavaScript); once it runs, React Router sends them without a page load. A refusal
 * comes back with the message in an alert, the field errors beside the fields and what was typed (never
 * the password).
 */
export function LoginPage({ next: loaderNext, notice, login, register }: LoginPageProps) {
  const navigation = useNavigation();
  // After a refused post the page's address may have lost `?next=`; the action sends back where to go.
  const next = login?.values.next ?? register?.values.next ?? loaderNext;
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <div className="container account-login">
      <h1>My account</h1>
      {notice && <FormNotice kind="success">{notice}</FormNotice>}
      <div className="account-login__grid">
        <section aria-labelledby="login-heading" className="account-box">
          <h2 id="login-heading">Login</h2>
          <Form method="post" className="account-form" key={`login-${JSON.stringify(login?.values ?? null)}`} noValidate>
            {login && <FormNotice kind="error">{login.message}</FormNotice>}
            <input type="hidden" name="next" value={next} />
            <AccountField
              form="login"
              name="email"
              label="E-mail address"
              type="email"
              autoComplete="username"
              required
              defaultValue={login?.values.email ?? ""}
              error={login?.fields.email}
            />
            <AccountField
              form="login"
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              error={login?.fields.password}
            />
            <p className="account-form__actions">
              <button type="submit" name="intent" value="login" className="button" disabled={busy("login")}>
                Log in
              </button>
              <Link to="/account/lost-password">Lost your password?</Link>
            </p>
          </Form>
        </section>
        <section aria-labelledby="register-heading" className="account-box">
          <h2 id="register-heading">Register</h2>
          <Form method="post" className="account-form" key={`register-${JSON.stringify(register?.values ?? null)}`} noValidate>
            {register && <FormNotice kind="error">{register.message}</FormNotice>}
            <input type="hidden" name="next" value={next} />
            <AccountField
              form="register"
              name="first_name"
              label="First name"
              autoComplete="given-name"
              defaultValue={register?.values.first_name ?? ""}
              error={register?.fields.first_name}
            />
            <AccountField
              form="register"
              name="last_name"
              label="Last name"
              autoComplete="family-name"
              defaultValue={register?.values.last_name ?? ""}
              error={register?.fields.last_name}
            />
            <AccountField
              form="register"
              name="email"
              label="E-mail address"
              type="email"
              autoComplete="email"
              required
              defaultValue={register?.values.email ?? ""}
              error={register?.fields.email}
            />
            <AccountField
              form="register"
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              hint="At least 8 characters."
              error={register?.fields.password}
            />
            <p className="account-form__actions">
              <button type="submit" name="intent" value="register" className="button" disabled={busy("register")}>
                Register
              </button>
            </p>
          </Form>
        </section>
      </div>
    </div>
  );
}
