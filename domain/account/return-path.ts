/**
 * Where the login page sends a customer afterwards (`?next=`): only a path on this site. Anything that
 * could leave it (an absolute URL, a scheme, "//host", a backslash that browsers read as a slash, control
 * characters) falls back to the dashboard, so the login page cannot be used as an open redirect. The path is
 * judged after it is resolved (dot segments, leading slashes), since that is what the browser will follow.
 */
export const DEFAULT_RETURN_PATH = "/account";
const MAX_LENGTH = 2000;
// Any origin will do: a same-site relative path keeps it, anything else changes it.
const PROBE = "http://return-path.invalid";

export function safeReturnPath(raw: string | null | undefined): string {
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_LENGTH) return DEFAULT_RETURN_PATH;
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\p{Cc}]/u.test(raw)) return DEFAULT_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(raw, PROBE);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== PROBE) return DEFAULT_RETURN_PATH;
  // Resolving dot segments can leave "//host" ("/..//evil" becomes "//evil"), which a browser would read
  // as another site: leading slashes collapse to one, so what is left is always a path on this site.
  const path = `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
  // Back to the login or logout page would loop or undo the login.
  return /^\/account\/(login|logout)(\/|$|\?|#)/.test(path) ? DEFAULT_RETURN_PATH : path;
}
