import { cartCookies, EMPTY_CART } from "../../domain/cart/cart-cookies.ts";
import type { Services } from "../../server/services/index.ts";
import { sessionCookie } from "../../server/services/sessions/cookie.ts";

/** Whether the browser reached us over https (directly, or as the trusted proxy says). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/**
 * The cookies after a login or a registration from a form: the new session, and the items-in-cart and
 * cart-hash cookies of the cart the login merged (the guest's lines joined the customer's saved cart),
 * so the header's widget and the browser's stored cart describe the cart the customer now has.
 */
export async function signedInCookies(request: Request, services: Services, signedIn: { token: string; session: { id: string } }): Promise<string[]> {
  const secure = isHttps(request);
  const cart = await services.cart.getCart(signedIn.session.id);
  return [sessionCookie(signedIn.token, secure), ...cartCookies(cart, secure)];
}

/** The cookies after a logout: the new anonymous session, whose cart is empty. */
export function signedOutCookies(request: Request, token: string): string[] {
  const secure = isHttps(request);
  return [sessionCookie(token, secure), ...cartCookies(EMPTY_CART, secure)];
}

/** Headers carrying the given Set-Cookie values (and any others given). */
export function withCookies(cookies: string[], init: Record<string, string> = {}): Headers {
  const headers = new Headers(init);
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}
