/**
 * URL sanitising for links that come from stored content (widget settings, popups, menus): relative and
 * `#` links pass, absolute links pass only with a protocol from the allow-list, anything else becomes `#`.
 */

/** Protocols a content link may use; the customary allow-list of web publishing tools. */
export const ALLOWED_URL_PROTOCOLS = [
  "http",
  "https",
  "ftp",
  "ftps",
  "mailto",
  "news",
  "irc",
  "irc6",
  "ircs",
  "gopher",
  "nntp",
  "feed",
  "telnet",
  "mms",
  "rtsp",
  "sms",
  "svn",
  "tel",
  "fax",
  "xmpp",
  "webcal",
  "urn",
] as const;

const ALLOWED = new Set<string>(ALLOWED_URL_PROTOCOLS);

/** A scheme as the URL standard defines it, up to the first colon. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * What a browser actually parses: it drops leading C0 controls and spaces, and removes tabs and line
 * breaks anywhere, so "java\tscript:" and " javascript:" both run script and must be judged as such.
 */
function asBrowserReadsIt(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
}

/**
 * The URL unchanged when it is safe to put in an href, otherwise "#" (after telling `onUnsafe`, which is
 * how callers log it). A URL without a scheme is relative: a path, query, fragment or empty string.
 * Protocol-relative `//host/path` has no scheme either and is allowed: it resolves to http or https on
 * another host, which a plain https link could reach just the same; it cannot run script.
 */
export function sanitizeUrl(url: string, onUnsafe?: (url: string) => void): string {
  const scheme = SCHEME.exec(asBrowserReadsIt(url))?.[1];
  if (scheme === undefined || ALLOWED.has(scheme.toLowerCase())) return url;
  onUnsafe?.(url);
  return "#";
}

// Any origin will do: a same-site relative path keeps it, anything else changes it.
const PROBE = "http://same-site.invalid";

/**
 * The path, query and fragment a browser would follow for `raw` when that stays on this site, else null.
 * Only a path from the root qualifies: anything that could leave the site (an absolute URL, a scheme,
 * "//host", a backslash that browsers read as a slash, control characters) is refused. The path is judged
 * after it is resolved (dot segments, leading slashes), since that is what the browser will follow. Every
 * redirect to an address taken from a request goes through here, so none is an open redirect.
 */
export function sameSitePath(raw: string): string | null {
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE) return null;
  // Resolving dot segments can leave "//host" ("/..//evil" becomes "//evil"), which a browser would read
  // as another site: leading slashes collapse to one, so what is left is always a path on this site.
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
}

/** An element id safe to look up from a URL hash: a letter, then letters, digits, -, _, : or . */
export function isSafeHashId(id: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_:.-]*$/.test(id);
}

/**
 * A link target of the form `#id` with a safe id. Look the element up with getElementById(selector.slice(1)),
 * not querySelector: `:` and `.` are selector syntax and would change what the selector means.
 */
export function isSimpleIdSelector(selector: string): boolean {
  return selector.startsWith("#") && isSafeHashId(selector.slice(1));
}
