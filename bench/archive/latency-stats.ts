/**
 * autocannon reports p97.5 but not p95, and our targets are stated at p95, so the bench keeps every
 * response time and ranks them itself. Ten seconds at ~1,000 req/s is ~10,000 numbers: cheap.
 */

/** Nearest-rank percentile: the smallest value with at least `percent`% of the values at or below it. */
export function percentile(values: readonly number[], percent: number): number {
  return percentileOfSorted(sortAscending(values), percent);
}

export type LatencySummary = { p50: number; p95: number; p99: number; max: number; mean: number };

export function summariseLatencies(values: readonly number[]): LatencySummary {
  const sorted = sortAscending(values);
  const total = sorted.reduce((sum, v) => sum + v, 0);
  return {
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? total / sorted.length : Number.NaN,
  };
}

function sortAscending(values: readonly number[]): number[] {
  // A typed array sorts numerically (a plain array's default sort compares strings).
  return Array.from(Float64Array.from(values).sort());
}

function percentileOfSorted(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}
