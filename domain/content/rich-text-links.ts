/** Which link addresses a rich-text description may hold; small, so it can be used anywhere. */

/** Every link in a description carries this: no access to our window, no ranking passed on. */
export const RICH_TEXT_LINK_REL = "noopener nofollow";

/** Schemes a description link may use; any other (javascript:, data:, vbscript:, …) is refused. */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto"] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * http(s), mailto, or an address on this site ("/lighting", "#care", "care-guide"). Judged as a browser
 * reads it: controls and spaces removed first ("java\tscript:" is javascript:), and "//host" or "\\host"
 * (another site, whatever it looks like) refused.
 */
export function isSafeRichTextHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, "");
  if (!compact) return false;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined) return (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
  return !/^[/\\]{2}/.test(compact);
}
