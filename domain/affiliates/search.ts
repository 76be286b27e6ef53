/**
 * The dashboard's table searches (spec §5): case-insensitive; a row stays when any of its cells contains
 * the text. The multi-level summary search trims what was typed; the coupon search does not.
 */
export function rowMatches(cells: readonly (string | number)[], query: string): boolean {
  const needle = query.toLowerCase();
  if (needle === "") return true;
  return cells.some((cell) => String(cell).toLowerCase().includes(needle));
}

export function filterCouponRows<T>(rows: readonly T[], cellsOf: (row: T) => readonly (string | number)[], query: string): T[] {
  return rows.filter((row) => rowMatches(cellsOf(row), query));
}

export function filterSummaryRows<T>(rows: readonly T[], cellsOf: (row: T) => readonly (string | number)[], query: string): T[] {
  return rows.filter((row) => rowMatches(cellsOf(row), query.trim()));
}
