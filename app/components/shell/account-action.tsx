import type { MouseEvent } from "react";
import { Link } from "react-router";
import { openLoginPanel } from "../account/login-panel-host.tsx";
import { AccountIcon } from "../ui/icons.tsx";
import { AccountMenu } from "./account-menu.tsx";

/**
 * The header's account action. Signed in, it is the account menu (S-2-27). Signed out, it is a link to the
 * login page; once the page runs, it opens the login panel instead (S-2-28: the one LoginPanelHost of the
 * page), and focus comes back to it when the panel closes.
 */
export function AccountAction({ customer }: { customer: { displayName: string; affiliate?: boolean } | null }) {
  if (customer) return <AccountMenu displayName={customer.displayName} affiliate={customer.affiliate === true} />;
  return <LoginAction />;
}

function LoginAction() {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openLoginPanel(event.currentTarget);
  };
  return (
    <Link to="/account/login" className="header-action" aria-label="Account" aria-haspopup="dialog" onClick={open}>
      <AccountIcon />
      <span className="header-action__label">Account</span>
    </Link>
  );
}
