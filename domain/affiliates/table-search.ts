/**
 * How the dashboard's tables use the search rule of search.ts (spec §5): the coupon search takes the text
 * as typed, the multi-level summary search trims it; both keep a row when any cell contains the text,
 * whatever the case. And which coupons the list shows before and after 'show all coupons'.
 */
import { rowMatches } from "./search.ts";

/** §5: the coupon search (case-insensitive, any cell, the text as typed). */
export function couponSearchMatches(cells: readonly string[], typed: string): boolean {
  return rowMatches(cells, typed);
}

/** §5: the summary search (trimmed, case-insensitive, any cell). */
export function summarySearchMatches(cells: readonly string[], typed: string): boolean {
  return rowMatches(cells, typed.trim());
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
