/**
 * Where a store notice may link: a path on this shop ("/shop?sort=price", never "//other.host" or
 * "/\\other.host", which browsers read as another host) or an absolute http(s) address. Nothing else, so
 * no `javascript:` or `data:` link can be stored, however it is spelled.
 */
export function isSafeNoticeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}
