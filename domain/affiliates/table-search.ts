/**
 * The dashboard's two table searches (storefront-shell spec §5): the coupon search and the multi-level
 * summary search are case-insensitive text matches that keep a row when any of its cells contains the
 * text. Only the summary search trims what was typed.
 */

/** What a search compares: the typed text in lower case, trimmed when the search trims. */
export function searchNeedle(typed: string, options: { trim: boolean }): string {
  return (options.trim ? typed.trim() : typed).toLowerCase();
}

/** A row matches when the needle is empty or any cell contains it, case-insensitively. */
export function rowMatches(cells: readonly string[], needle: string): boolean {
  if (needle === "") return true;
  return cells.some((cell) => cell.toLowerCase().includes(needle));
}

/** §5: the coupon search (case-insensitive, any cell, the text as typed). */
export function couponSearchMatches(cells: readonly string[], typed: string): boolean {
  return rowMatches(cells, searchNeedle(typed, { trim: false }));
}

/** §5: the summary search (trimmed, case-insensitive, any cell). */
export function summarySearchMatches(cells: readonly string[], typed: string): boolean {
  return rowMatches(cells, searchNeedle(typed, { trim: true }));
}

/** How many coupons the statistics list shows before "show all coupons" is pressed: the main coupon. */
export const COUPONS_COLLAPSED_COUNT = 1;

/**
 * Which coupon rows are on screen: every row the search keeps while something is typed or once "show
 * all coupons" is on; otherwise the first COUPONS_COLLAPSED_COUNT. Answers the rows' indexes.
 */
export function visibleCouponIndexes(rows: readonly (readonly string[])[], typed: string, showAll: boolean): number[] {
  const kept = rows.flatMap((cells, index) => (couponSearchMatches(cells, typed) ? [index] : []));
  return showAll || typed !== "" ? kept : kept.slice(0, COUPONS_COLLAPSED_COUNT);
}
