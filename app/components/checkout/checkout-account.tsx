import { useState, type MouseEvent } from "react";
import type { CheckoutAccountSections } from "../../../domain/checkout/email-check.ts";
import { apiSend } from "../../lib/api-client.ts";

type CheckoutAccountProps = {
  sections: CheckoutAccountSections;
  hydrated: boolean;
  successMessage: string;
  createAccountChecked: boolean;
  fieldError: (key: string) => string | undefined;
  onLoginError: (message: string) => void;
};

const LOGIN_FAILED = "The login did not go through. Please try again.";

/**
 * The guest's account choices beside the e-mail (S-2-50, S-2-51, S-6-3, S-6-4): "Create an account?"
 * with a password, or, once the e-mail check knows the address, a login. Both live inside the checkout
 * form: the login button is a submit of its own (`intent=login`) that the route action handles without
 * JavaScript; with it, the button calls the login API and reloads the page (call 6, S-7-21…S-7-24).
 */
export function CheckoutAccount({ sections, hydrated, successMessage, createAccountChecked, fieldError, onLoginError }: CheckoutAccountProps) {
  const [busy, setBusy] = useState(false);
  const passwordError = fieldError("accountPassword");

  async function logIn(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    setBusy(true);
    const response = await apiSend("POST", "/api/auth/login", { email: field("billing_email").trim(), password: field("login_password") }).catch(() => null);
    const answer = (await response?.json().catch(() => null)) as { customer?: unknown; error?: { message?: unknown } } | null;
    if (response?.ok && answer?.customer) {
      // Signed in on a new session (the guest cart merged into the customer's): the page starts over.
      window.location.reload();
      return;
    }
    setBusy(false);
    // Shown as text, never as markup: React escapes it (S-7-24).
    onLoginError(typeof answer?.error?.message === "string" ? answer.error.message : LOGIN_FAILED);
  }

  return (
    <>
      {hydrated ? (
        <div className="checkout-login" role="group" aria-labelledby="checkout-login-heading" hidden={!sections.showLogin}>
          <LoginFields message={successMessage} busy={busy} onLogin={logIn} />
        </div>
      ) : (
        // Without JavaScript nothing can check the e-mail, so the login is simply offered; with it, this is inert.
        <noscript>
          <div className="checkout-login" role="group" aria-labelledby="checkout-login-heading">
            <LoginFields message="Returning customer? Enter your password and log in." busy={false} />
          </div>
        </noscript>
      )}
      <div className="checkout-create-account" hidden={hydrated && !sections.showCreateAccount}>
        <p className="checkout-field">
          <label className="checkbox">
            <input id="checkout-createaccount" type="checkbox" name="createaccount" value="1" defaultChecked={createAccountChecked} /> Create an account?
          </label>
        </p>
        <p className="checkout-field checkout-create-account__password">
          <label htmlFor="checkout-account_password" className="field-label">
            Create account password<abbr title="required"> *</abbr>
          </label>
          <input
            id="checkout-account_password"
            name="account_password"
            type="password"
            autoComplete="new-password"
            className="field-input"
            placeholder="Create account password *"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? "checkout-account_password-error" : undefined}
          />
          {passwordError && (
            <span className="field-error" id="checkout-account_password-error">
              {passwordError}
            </span>
          )}
        </p>
      </div>
    </>
  );
}

function LoginFields({ message, busy, onLogin }: { message: string; busy: boolean; onLogin?: (event: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <>
      <p id="checkout-login-heading" className="checkout-login__message">
        {message}
      </p>
      <p className="checkout-field">
        <label htmlFor="checkout-login_password" className="field-label">
          Password<abbr title="required"> *</abbr>
        </label>
        <input
          id="checkout-login_password"
          name="login_password"
          type="password"
          autoComplete="current-password"
          className="field-input"
          placeholder="Password *"
        />
      </p>
      <button type="submit" name="intent" value="login" formNoValidate className="button" disabled={busy} onClick={onLogin}>
        Login
      </button>
    </>
  );
}
