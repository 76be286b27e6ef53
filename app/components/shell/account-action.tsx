import { useEffect, useRef, type MouseEvent } from "react";
import { Link } from "react-router";
import { LoginPanel } from "../account/login-panel.tsx";
import { AccountIcon } from "../ui/icons.tsx";
import { AccountMenu } from "./account-menu.tsx";

/**
 * The header's account action. Signed in, it is the account menu (S-2-27). Signed out, it is a link to the
 * login page; once the page runs, it opens the login panel instead (S-2-28), and focus comes back to it
 * when the panel closes.
 */
export function AccountAction({ customer }: { customer: { displayName: string } | null }) {
  if (customer) return <AccountMenu displayName={customer.displayName} />;
  return <LoginAction />;
}

function LoginAction() {
  const dialog = useRef<HTMLDialogElement>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const panel = dialog.current;
    const restore = () => link.current?.focus();
    panel?.addEventListener("close", restore);
    return () => panel?.removeEventListener("close", restore);
  }, []);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const panel = dialog.current;
    if (!panel || panel.open) return;
    panel.showModal();
    panel.querySelector<HTMLInputElement>("input[name=email]")?.focus();
  };

  return (
    <>
      <Link ref={link} to="/account/login" className="header-action" aria-label="Account" aria-haspopup="dialog" onClick={open}>
        <AccountIcon />
        <span className="header-action__label">Account</span>
      </Link>
      <LoginPanel dialog={dialog} />
    </>
  );
}
