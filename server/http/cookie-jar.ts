import { cartCookies } from "../../domain/cart/cart-cookies.ts";
import { sessionCookie } from "../services/sessions/cookie.ts";

/**
 * The cookies a request's answer sets, collected wherever they are decided (an action, an API handler,
 * the context creating a session) and written once onto the response. It is the one place that knows
 * whether the request is secure, so every cookie gets `Secure` by the same rule.
 */
export type CookieJar = {
  readonly secure: boolean;
  /** A cookie written by a helper that took `secure` from this jar. */
  add(setCookie: string): void;
  /** The session cookie for a new session's token. */
  session(token: string): void;
  /** The items-in-cart and cart-hash cookies of the cart as it now is. */
  cart(cart: { count: number; hash: string }): void;
  /** A plain cookie; `Secure` is added on https. */
  set(name: string, value: string, options: { path: string; maxAgeSeconds: number; httpOnly?: boolean }): void;
  /** The Set-Cookie values collected so far, in order. */
  list(): readonly string[];
};

export function createCookieJar(secure: boolean): CookieJar {
  const cookies: string[] = [];
  return {
    secure,
    add: (setCookie) => void cookies.push(setCookie),
    session: (token) => void cookies.push(sessionCookie(token, secure)),
    cart: (cart) => void cookies.push(...cartCookies(cart, secure)),
    set(name, value, { path, maxAgeSeconds, httpOnly = true }) {
      cookies.push(`${name}=${value}; Path=${path}${httpOnly ? "; HttpOnly" : ""}; SameSite=Lax${secure ? "; Secure" : ""}; Max-Age=${maxAgeSeconds}`);
    },
    list: () => cookies,
  };
}
