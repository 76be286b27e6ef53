import { useRef, useState, type FormEvent, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { apiSend } from "../../lib/api-client.ts";

const LOGIN_FAILED = "The login did not go through. Please try again.";

/**
 * The header's login panel (S-2-28): a modal <dialog> (Escape closes it; the caller puts focus back on the
 * account action) with the e-mail and password, a log-in button and the ways on. It logs in through
 * `POST /api/auth/login` with the nonce (retried once with a fresh one) and, signed in, reloads the page so
 * everything on it, the header included, is the customer's. A refusal shows the server's text, as text.
 * The form is also a real post to the login page, should the call itself be impossible.
 */
export function LoginPanel({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { pathname, search } = useLocation();
  const email = useRef<HTMLInputElement>(null);
  const close = () => dialog.current?.close();
  const next = pathname.startsWith("/account/") ? "/account" : pathname + search;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const response = await apiSend("POST", "/api/auth/login", {
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    }).catch(() => null);
    const answer = (await response?.json().catch(() => null)) as { customer?: unknown; error?: { message?: unknown } } | null;
    if (response?.ok && answer?.customer) {
      // A new session with the merged cart: the page starts over as the customer's.
      window.location.reload();
      return;
    }
    setBusy(false);
    // React renders it as text: markup in a message stays visible characters (S-7-24's rule).
    setError(typeof answer?.error?.message === "string" ? answer.error.message : LOGIN_FAILED);
    email.current?.focus();
  }

  return (
    <dialog ref={dialog} className="login-panel" aria-labelledby="login-panel-title" data-testid="login-panel">
      <div className="login-panel__head">
        <h2 id="login-panel-title">Log in</h2>
        <button type="button" className="button button--ghost button--small" onClick={close}>
          Close
        </button>
      </div>
      <form method="post" action={`/account/login?next=${encodeURIComponent(next)}`} className="account-form" onSubmit={(event) => void submit(event)}>
        {error && (
          <p className="account-notice account-notice--error" role="alert">
            {error}
          </p>
        )}
        <input type="hidden" name="next" value={next} />
        <p className="account-field">
          <label htmlFor="login-panel-email" className="field-label">
            E-mail address
          </label>
          <input ref={email} id="login-panel-email" name="email" type="email" autoComplete="username" required className="field-input" />
        </p>
        <p className="account-field">
          <label htmlFor="login-panel-password" className="field-label">
            Password
          </label>
          <input id="login-panel-password" name="password" type="password" autoComplete="current-password" required className="field-input" />
        </p>
        <p className="account-form__actions">
          <button type="submit" name="intent" value="login" className="button" disabled={busy}>
            Log in
          </button>
        </p>
        <p className="login-panel__links">
          <Link to="/account/lost-password" onClick={close}>
            Lost your password?
          </Link>
          <Link to="/account/login" onClick={close}>
            Create an account
          </Link>
        </p>
      </form>
    </dialog>
  );
}
