import { sameSitePath } from "../url-safety.ts";

/**
 * The referral link: `?ref=<code>` on any storefront page. The server answers such a visit with a redirect
 * to the same address without `ref` (never cached) that sets this cookie, HttpOnly, for the programme's
 * number of days; the latest link followed wins. Pages never read it (only checkout does), so the page
 * cache ignores it and cached pages stay cached.
 */
export const REFERRAL_COOKIE = "vitrine_ref";
export const REFERRAL_PARAM = "ref";
const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

export function isReferralCode(code: string): boolean {
  return CODE.test(code);
}

/** "code.1767225600": the code and when the link was followed (seconds). */
export function referralCookieValue(code: string, at: Date): string {
  return `${code}.${Math.floor(at.getTime() / 1000)}`;
}

export function parseReferralCookie(value: string | undefined): { code: string; at: Date } | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const code = value.slice(0, dot);
  const seconds = Number(value.slice(dot + 1));
  if (!isReferralCode(code) || !Number.isInteger(seconds) || seconds <= 0) return null;
  return { code, at: new Date(seconds * 1000) };
}

/**
 * The referral code of a page address and the address without it; null when it carries none. The address
 * left is where the visitor is redirected, so it is always a path on this site: one that would lead
 * elsewhere ("//host/", "/\host", "///host") becomes the home page.
 */
export function referralOfUrl(url: string): { code: string; rest: string } | null {
  const q = url.indexOf("?");
  if (q < 0) return null;
  const params = new URLSearchParams(url.slice(q + 1));
  const code = params.get(REFERRAL_PARAM);
  if (code === null) return null;
  params.delete(REFERRAL_PARAM);
  const query = params.toString();
  return { code: code.trim(), rest: sameSitePath(`${url.slice(0, q)}${query ? `?${query}` : ""}`) ?? "/" };
}

/** The remembered referral of a Cookie header, or null. */
export function referralFromCookieHeader(header: string | null | undefined): { code: string; at: Date } | null {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === REFERRAL_COOKIE) return parseReferralCookie(part.slice(eq + 1).trim());
  }
  return null;
}
