/** Page numbers for listing navigation. */

/** Number of pages for `total` items; at least 1, so an empty listing still has a page to show. */
export function pageCount(total: number, perPage: number): number {
  if (!(perPage >= 1) || !(total > 0)) return 1;
  return Math.ceil(total / perPage);
}

export type PageWindowItem = number | "gap";

/**
 * The page links to show: the first and last page, `around` pages either side of the current one, and
 * "gap" for a run of two or more hidden pages (a single hidden page is shown: a gap there saves nothing).
 * Current 6 of 20 → [1, "gap", 4, 5, 6, 7, 8, "gap", 20].
 */
export function pageWindow(current: number, count: number, around = 2): PageWindowItem[] {
  const last = Math.max(1, Math.floor(count));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const shown = new Set([1, last]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= last) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);

  const items: PageWindowItem[] = [];
  let previous = 0;
  for (const p of pages) {
    const hidden = p - previous - 1;
    if (hidden === 1) items.push(previous + 1);
    else if (hidden > 1) items.push("gap");
    items.push(p);
    previous = p;
  }
  return items;
}
