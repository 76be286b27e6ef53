/**
 * What the Lighthouse bench reads out of a report (an LHR), the median over runs, and the targets.
 * Only the fields used here are typed, so tests can build small reports by hand.
 */

export type AuditLike = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: unknown;
};

export type ReportLike = {
  audits: Record<string, AuditLike>;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] } | undefined>;
};

export type Figures = {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Sum of transferSize over the Script requests Lighthouse saw (compressed bytes plus headers). */
  scriptTransferBytes: number | null;
};

type NetworkItem = { url?: string; resourceType?: string; transferSize?: number; resourceSize?: number; mimeType?: string };

export function networkItems(report: ReportLike): NetworkItem[] {
  const details = report.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  return details?.items ?? [];
}

export function scriptRequests(report: ReportLike): NetworkItem[] {
  return networkItems(report).filter((item) => item.resourceType === "Script");
}

const numeric = (report: ReportLike, id: string) => report.audits[id]?.numericValue ?? null;
const score = (report: ReportLike, id: string) => {
  const value = report.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

export function figuresOf(report: ReportLike): Figures {
  const scripts = scriptRequests(report);
  return {
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    lcpMs: numeric(report, "largest-contentful-paint"),
    cls: numeric(report, "cumulative-layout-shift"),
    tbtMs: numeric(report, "total-blocking-time"),
    fcpMs: numeric(report, "first-contentful-paint"),
    speedIndexMs: numeric(report, "speed-index"),
    scriptTransferBytes: report.audits["network-requests"] ? scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) : null,
  };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs (a figure missing from a run is left out of its median). */
export function medianFigures(runs: readonly Figures[]): Figures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
  const result = {} as Figures;
  for (const key of keys) result[key] = median(runs.map((run) => run[key]).filter((v): v is number => v !== null));
  return result;
}

export const TARGETS = {
  performance: 95,
  accessibility: 100,
  lcpMs: 1_200,
  cls: 0.01,
  firstLoadJsKiB: 150,
} as const;

export type Verdict = { label: string; value: string; target: string; pass: boolean | null };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * One line per figure; `pass` is null for figures without a target. First-load JavaScript is judged both
 * ways: what Chrome transferred (compressed bodies plus response headers) and the gzip -9 size of the
 * scripts the SSR HTML references.
 */
export function verdicts(figures: Figures, htmlScriptGzipBytes: number | null): Verdict[] {
  const line = (label: string, value: number | null, format: (v: number) => string, target?: { text: string; ok: (v: number) => boolean }): Verdict => ({
    label,
    value: value === null ? "not measured" : format(value),
    target: target?.text ?? "",
    pass: target ? (value === null ? false : target.ok(value)) : null,
  });
  const jsLimit = TARGETS.firstLoadJsKiB * 1024;
  return [
    line("performance score", figures.performance, String, { text: `>= ${TARGETS.performance}`, ok: (v) => v >= TARGETS.performance }),
    line("accessibility score", figures.accessibility, String, { text: `= ${TARGETS.accessibility}`, ok: (v) => v >= TARGETS.accessibility }),
    line("Largest Contentful Paint", figures.lcpMs, seconds, { text: `<= ${seconds(TARGETS.lcpMs)}`, ok: (v) => v <= TARGETS.lcpMs }),
    line("Cumulative Layout Shift", figures.cls, (v) => v.toFixed(3), { text: `<= ${TARGETS.cls}`, ok: (v) => v <= TARGETS.cls }),
    line("Total Blocking Time", figures.tbtMs, (v) => `${Math.round(v)} ms`),
    line("First Contentful Paint", figures.fcpMs, seconds),
    line("Speed Index", figures.speedIndexMs, seconds),
    line("JS sent, Lighthouse (transferred)", figures.scriptTransferBytes, kib, { text: `<= ${TARGETS.firstLoadJsKiB} KiB`, ok: (v) => v <= jsLimit }),
    line("JS sent, SSR HTML refs (gzip -9)", htmlScriptGzipBytes, kib, { text: `<= ${TARGETS.firstLoadJsKiB} KiB`, ok: (v) => v <= jsLimit }),
  ];
}

export type FailingAudit = { id: string; title: string; score: number | null; displayValue?: string; items: string[] };

type DetailItem = Record<string, unknown> & { node?: { snippet?: string; selector?: string; nodeLabel?: string } };

/** A short, concrete line per offending item: the element or the URL and what it wastes. */
function itemLines(audit: AuditLike, limit: number): string[] {
  // Some audits keep a table of tables (or no table) under `items`: only plain rows are listed.
  const items = (audit.details as { items?: unknown } | undefined)?.items;
  return (Array.isArray(items) ? (items as DetailItem[]) : [])
    .slice(0, limit)
    .map((item) => {
      const node = item.node;
      if (node) return `${node.selector ?? ""} ${node.snippet ?? ""}`.trim().slice(0, 220);
      const parts: string[] = [];
      if (typeof item.url === "string") parts.push(item.url);
      if (typeof item.wastedBytes === "number") parts.push(`${kib(item.wastedBytes)} wasted`);
      if (typeof item.totalBytes === "number") parts.push(`of ${kib(item.totalBytes)}`);
      if (typeof item.wastedMs === "number") parts.push(`${Math.round(item.wastedMs)} ms`);
      return parts.join("  ").slice(0, 220);
    })
    .filter((line) => line.length > 0);
}

/** Accessibility audits that count towards the score and did not pass. */
export function failingAccessibilityAudits(report: ReportLike, itemLimit = 5): FailingAudit[] {
  const refs = report.categories.accessibility?.auditRefs ?? [];
  return refs
    .map((ref) => report.audits[ref.id])
    .filter((audit): audit is AuditLike => !!audit && audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      items: itemLines(audit, itemLimit),
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    }));
}

/** Diagnostics that name the LCP element or a total rather than something to change; printed apart. */
const NOT_OPPORTUNITIES = new Set(["largest-contentful-paint-element", "lcp-phases-insight", "lcp-breakdown-insight"]);

export type Opportunity = FailingAudit & { savingsMs: number; savingsBytes: number };

/**
 * Performance audits that did not pass and estimate a saving, biggest first: the estimate is the
 * largest of the audit's metric savings (LCP, FCP, TBT in ms), then its byte saving.
 */
export function topOpportunities(report: ReportLike, limit = 6, itemLimit = 4): Opportunity[] {
  const refs = report.categories.performance?.auditRefs ?? [];
  const found: Opportunity[] = [];
  for (const ref of refs) {
    const audit = report.audits[ref.id];
    if (!audit || ref.group === "metrics" || NOT_OPPORTUNITIES.has(audit.id) || audit.score === null || audit.score >= 0.9) continue;
    if (["notApplicable", "manual", "informative", "error"].includes(audit.scoreDisplayMode)) continue;
    const savings = audit.metricSavings ?? {};
    const savingsMs = Math.max(0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
    const details = audit.details as { overallSavingsBytes?: number; overallSavingsMs?: number } | undefined;
    const savingsBytes = details?.overallSavingsBytes ?? 0;
    found.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      savingsMs: Math.max(savingsMs, details?.overallSavingsMs ?? 0),
      savingsBytes,
      items: itemLines(audit, itemLimit),
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  return found.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes).slice(0, limit);
}
