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
