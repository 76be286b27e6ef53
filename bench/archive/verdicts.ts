import type { LoadResult } from "./load-run.ts";
import type { TargetKind } from "./targets.ts";

/** The goals of the platform-foundation issue, measured on the 2-core machine with real PostgreSQL. */
export const GOALS = {
  archiveP95Ms: 60,
  archiveP95AtSize: 100_000,
  archiveShareOfTrivial: 0.4,
} as const;

export type TargetRun = {
  kind: TargetKind;
  label: string;
  path: string;
  outcome: "measured" | "failed" | "unavailable";
  /** Why a run failed or its target is not available (answered 404), or a caveat on a measured one. */
  note?: string;
  result?: LoadResult;
};

export type SizeReport = { size: number; seedSeconds: number; runs: TargetRun[] };

export type Verdict = { goal: string; size: number; unit: "ms" | "share"; measured: number | null; limit: number; pass: boolean };

/** A run with connection errors or unexpected statuses is not a figure. */
export function runFailure(result: LoadResult): string | null {
  if (result.requests === 0) return "no answers";
  if (result.errors > 0) return `${result.errors} connection errors or timeouts`;
  if (result.unexpectedStatus > 0) return `${result.unexpectedStatus} answers with an unexpected status (${JSON.stringify(result.statusCounts)})`;
  return null;
}

/** Each measured target's throughput as a share of the trivial page's, measured in the same run. */
export function throughputShares(runs: readonly TargetRun[]): Partial<Record<TargetKind, number>> {
  const trivial = measured(runs, "trivial");
  if (!trivial) return {};
  const shares: Partial<Record<TargetKind, number>> = {};
  for (const run of runs) {
    if (run.kind !== "trivial" && run.outcome === "measured" && run.result) {
      shares[run.kind] = run.result.requestsPerSecond / trivial.requestsPerSecond;
    }
  }
  return shares;
}

export function verdictsFor(report: SizeReport): Verdict[] {
  const archive = measured(report.runs, "archive");
  const share = throughputShares(report.runs).archive;
  const verdicts: Verdict[] = [
    {
      goal: `archive throughput >= ${GOALS.archiveShareOfTrivial * 100}% of the trivial SSR page`,
      size: report.size,
      unit: "share",
      measured: share ?? null,
      limit: GOALS.archiveShareOfTrivial,
      pass: share !== undefined && share >= GOALS.archiveShareOfTrivial,
    },
  ];
  if (report.size === GOALS.archiveP95AtSize) {
    verdicts.push({
      goal: `filtered archive p95 <= ${GOALS.archiveP95Ms} ms at ${GOALS.archiveP95AtSize.toLocaleString("en")} products`,
      size: report.size,
      unit: "ms",
      measured: archive?.latency.p95 ?? null,
      limit: GOALS.archiveP95Ms,
      pass: archive !== undefined && archive.latency.p95 <= GOALS.archiveP95Ms,
    });
  }
  return verdicts;
}

function measured(runs: readonly TargetRun[], kind: TargetKind): LoadResult | undefined {
  const run = runs.find((r) => r.kind === kind && r.outcome === "measured");
  return run?.result;
}
