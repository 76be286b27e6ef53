import { redirect } from "react-router";
import { PRIVATE_HEADERS } from "../lib/account.server.ts";
import { setSignedOutCookies } from "../lib/session-cookies.server.ts";
import type { Route } from "./+types/account-logout";

/** Logging out changes state, so it is a POST; a link or a typed address only leads back to the account. */
export function loader() {
  throw redirect("/account", { headers: PRIVATE_HEADERS });
}

/**
 * Ends the session (the customer's cart stays saved for their next login) and starts a new anonymous one,
 * whose cart is empty: the cart cookies say so, and the page goes to the login page.
 */
export async function action({ context }: Route.ActionArgs) {
  const session = await context.ctx.session();
  if (session) await context.services.accounts.logout(session);
  const { token } = await context.services.sessions.create();
  setSignedOutCookies(context.ctx, token);
  return redirect("/account/login?done=logged-out", { status: 303, headers: PRIVATE_HEADERS });
}

export default function Logout() {
  return null;
}
