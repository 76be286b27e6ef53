import { sameSitePath } from "../url-safety.ts";

/**
 * Where the login page sends a customer afterwards (`?next=`): only a path on this site
 * (domain/url-safety.ts `sameSitePath`); anything else falls back to the dashboard, so the login page
 * cannot be used as an open redirect.
 */
export const DEFAULT_RETURN_PATH = "/account";
const MAX_LENGTH = 2000;

export function safeReturnPath(raw: string | null | undefined): string {
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_LENGTH) return DEFAULT_RETURN_PATH;
  const path = sameSitePath(raw);
  if (path === null) return DEFAULT_RETURN_PATH;
  // Back to the login or logout page would loop or undo the login.
  return /^\/account\/(login|logout)(\/|$|\?|#)/.test(path) ? DEFAULT_RETURN_PATH : path;
}
