import { SESSION_TTL_MS } from "./index.ts";

/** The session cookie's name; its value is the opaque token (see sessions/index.ts). */
export const SESSION_COOKIE = "vitrine_session";

/** The session token in a Cookie header, or undefined; reads nothing else and never throws. */
export function sessionTokenFromCookieHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, 30 days; Secure only over https (the API reads the proxy's
 * X-Forwarded-Proto through trustProxy), since browsers drop a Secure cookie set over plain http.
 */
export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  const expires = new Date(Date.now() + SESSION_TTL_MS).toUTCString();
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; Expires=${expires}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
