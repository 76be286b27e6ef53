/**
 * S-3-46: the checkout keeps the e-mail a shopper typed in a cookie, so a later visit fills it in again.
 * The value is URL-encoded; the cookie lives a day and is readable by the page (it holds nothing secret
 * beyond what the shopper typed, and the browser writes it).
 */
export const CHECKOUT_EMAIL_COOKIE = "ast_modern_checkout_useremail";
export const CHECKOUT_EMAIL_COOKIE_MAX_AGE_S = 24 * 60 * 60;
const VALUE_MAX = 254;

/** The Set-Cookie/document.cookie string for a typed e-mail; an empty one clears the cookie. */
export function checkoutEmailCookie(email: string): string {
  const value = email.trim().slice(0, VALUE_MAX);
  const maxAge = value === "" ? 0 : CHECKOUT_EMAIL_COOKIE_MAX_AGE_S;
  return `${CHECKOUT_EMAIL_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** The remembered e-mail in a Cookie header, or ""; a malformed value reads as "" and never throws. */
export function checkoutEmailFromCookieHeader(header: string | null | undefined): string {
  if (!header) return "";
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== CHECKOUT_EMAIL_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()).slice(0, VALUE_MAX);
    } catch {
      return "";
    }
  }
  return "";
}
