import { Form } from "react-router";

/** The My Account sections, as the header's account menu and the account pages' navigation list them. */
export const ACCOUNT_SECTIONS = [
  { to: "/account", label: "Dashboard", exact: true },
  { to: "/account/orders", label: "Orders", exact: false },
  { to: "/account/downloads", label: "Downloads", exact: true },
  { to: "/account/addresses", label: "Addresses", exact: false },
  { to: "/account/details", label: "Account details", exact: true },
] as const;

/** The affiliate dashboard's entry, listed for accounts with the affiliate role. */
export const AFFILIATE_SECTION = { to: "/account/affiliate", label: "Affiliate dashboard", exact: true } as const;

/** Logging out changes state, so it is a POST form, never a link a crawler or a prefetch could follow. */
export function LogoutForm() {
  return (
    <Form method="post" action="/account/logout">
      <button type="submit" className="link-button">
        Log out
      </button>
    </Form>
  );
}
