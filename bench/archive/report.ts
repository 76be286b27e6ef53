import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { throughputShares, type SizeReport, type TargetRun, type Verdict } from "./verdicts.ts";

const COLUMNS = ["target", "req/s", "p50 ms", "p95 ms", "p99 ms", "answers", "errors"] as const;
const WIDTHS = [24, 9, 8, 8, 8, 9, 7];

function row(cells: readonly string[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(WIDTHS[i] ?? 0) : cell.padStart(WIDTHS[i] ?? 0))).join(" ");
}

function runRow(run: TargetRun): string {
  const r = run.result;
  if (run.outcome === "unavailable") return row([run.label]) + `  not available: ${run.note ?? ""}`;
  if (run.outcome !== "measured" || !r) return row([run.label]) + `  ${run.outcome.toUpperCase()}: ${run.note ?? ""}`;
  const ms = (v: number) => v.toFixed(1);
  const cells = [run.label, r.requestsPerSecond.toFixed(0), ms(r.latency.p50), ms(r.latency.p95), ms(r.latency.p99), String(r.requests), String(r.errors)];
  return row(cells) + (run.note ? `  (${run.note})` : "");
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export function formatSize(report: SizeReport): string {
  const shares = throughputShares(report.runs);
  const ratioText = report.runs
    .filter((run) => run.kind !== "trivial")
    .map((run) => `${run.label} ${shares[run.kind] === undefined ? "n/a" : percent(shares[run.kind] ?? 0)}`)
    .join(", ");
  return [
    `\n${report.size.toLocaleString("en")} products (catalogue loaded in ${report.seedSeconds.toFixed(1)} s)`,
    row(COLUMNS),
    ...report.runs.map(runRow),
    `throughput as a share of the trivial SSR page: ${ratioText}`,
  ].join("\n");
}

export function formatVerdicts(verdicts: readonly Verdict[]): string {
  if (verdicts.length === 0) return "no goals evaluated";
  return verdicts
    .map((v) => {
      const figure = v.measured === null ? "not measured" : v.unit === "ms" ? `${v.measured.toFixed(1)} ms` : percent(v.measured);
      return `${v.pass ? "PASS" : "FAIL"}  ${v.goal} [${v.size.toLocaleString("en")} products]: ${figure}`;
    })
    .join("\n");
}

/** Writes the figures beside the printed table, for comparing runs; returns the file's path. */
export function writeResults(dir: string, document: object, now = new Date()): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `archive-${now
      .toISOString()
      .replaceAll(":", "-")
      .replace(/\.\d+Z$/, "Z")}.json`,
  );
  writeFileSync(file, JSON.stringify(document, null, 2) + "\n");
  return file;
}
