/**
 * Which menu item is the current page: at most one, so a menu never marks two entries (Shop and
 * Collections both link to /shop) or marks one for a page it does not show (every search is not
 * "The linen edit", which links to /search?q=linen).
 *
 * An item matches when its link's path is the current path and each of its query parameters is in the
 * current query with the same value; a link without a query matches its path whatever the query (the
 * shop sorted by price is still the shop). Of the matches, the link naming more parameters wins (it says
 * more about this page), then the shallower item (a top-level entry over the same link in a mega panel),
 * then the first in menu order. Links to other sites and hash-only differences never decide.
 */

export type MenuTreeItem = { id: number; url: string; children: readonly MenuTreeItem[] };
export type CurrentLocation = { pathname: string; search: string };

/** Same-site paths only: "/…" but not "//host/…" (a link to another site). */
function sitePath(url: string): URL | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  try {
    return new URL(url, "http://menu.invalid");
  } catch {
    return null;
  }
}

/** "/shop/" and "/shop" are one page; the root stays "/". */
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** How many of the link's query parameters the current query carries, or null when one is missing or differs. */
function matchedParameters(link: URL, location: CurrentLocation): number | null {
  if (normalizePath(link.pathname) !== normalizePath(location.pathname)) return null;
  const current = new URLSearchParams(location.search);
  let matched = 0;
  for (const [key, value] of link.searchParams) {
    if (!current.getAll(key).includes(value)) return null;
    matched += 1;
  }
  return matched;
}

/** Every item with its depth, in menu order (each item before its children). */
function flatten(items: readonly MenuTreeItem[], depth = 0): { item: MenuTreeItem; depth: number }[] {
  return items.flatMap((item) => [{ item, depth }, ...flatten(item.children, depth + 1)]);
}

export function currentMenuItemId(items: readonly MenuTreeItem[], location: CurrentLocation): number | null {
  let best: { id: number; matched: number; depth: number } | null = null;
  for (const { item, depth } of flatten(items)) {
    const link = sitePath(item.url);
    const matched = link ? matchedParameters(link, location) : null;
    if (matched === null) continue;
    if (best === null || matched > best.matched || (matched === best.matched && depth < best.depth)) best = { id: item.id, matched, depth };
  }
  return best?.id ?? null;
}
