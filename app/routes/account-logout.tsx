import { data, redirect } from "react-router";
import { PRIVATE_HEADERS, requestSession } from "../lib/account.server.ts";
import { isSameOrigin } from "../lib/add-to-cart.server.ts";
import { signedOutCookies, withCookies } from "../lib/session-cookies.server.ts";
import type { Route } from "./+types/account-logout";

/** Logging out changes state, so it is a POST; a link or a typed address only leads back to the account. */
export function loader() {
  throw redirect("/account", { headers: PRIVATE_HEADERS });
}

/**
 * Ends the session (the customer's cart stays saved for their next login) and starts a new anonymous one,
 * whose cart is empty: the cart cookies say so, and the page goes to the login page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw data("Cross-site form posts are refused.", { status: 403 });
  const session = await requestSession(request, context.services);
  if (session) await context.services.accounts.logout(session);
  const { token } = await context.services.sessions.create();
  return redirect("/account/login?done=logged-out", { status: 303, headers: withCookies(signedOutCookies(request, token), PRIVATE_HEADERS) });
}

export default function Logout() {
  return null;
}
