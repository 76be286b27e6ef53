/**
 * A background job's life and report (bulk changes and imports alike). A job is written in `preview`
 * (what it would do, shown before anything changes), then `queued` on confirmation, `running` while the
 * worker takes it batch by batch, and `done`, `failed` or `cancelled`. Each batch commits its changes and
 * the job's progress together, so a job left `queued` or `running` by a restart is simply resumed from
 * its last committed batch.
 */
export const JOB_STATUSES = ["preview", "queued", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_KINDS = ["product-bulk", "product-import"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  preview: "Waiting for confirmation",
  queued: "Queued",
  running: "Running",
  done: "Finished",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** Products per batch: one transaction each, short enough not to hold row locks the shop waits on. */
export const JOB_BATCH_SIZE = 100;
/** The most products one bulk action may reach: past that, narrow the filters. */
export const MAX_BULK_TARGETS = 25_000;
/** Rows the report keeps one by one; past that it keeps the counts only. */
export const REPORT_ITEM_CAP = 500;
export const PREVIEW_SAMPLE_SIZE = 10;

export type JobOutcome = "changed" | "skipped" | "failed";
export type JobItem = {
  id?: number | undefined;
  line?: number | undefined;
  name: string;
  outcome: JobOutcome;
  reason?: string | undefined;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
};

export type JobReport = {
  changed: number;
  skipped: number;
  failed: number;
  /** Skip and failure reasons with how many products each. */
  reasons: Record<string, number>;
  items: JobItem[];
};

export const emptyReport = (): JobReport => ({ changed: 0, skipped: 0, failed: 0, reasons: {}, items: [] });

/** The report with a batch's outcomes added; items past the cap count but are not listed. */
export function addToReport(report: JobReport, items: readonly JobItem[]): JobReport {
  const next: JobReport = { ...report, reasons: { ...report.reasons }, items: [...report.items] };
  for (const item of items) {
    next[item.outcome] += 1;
    if (item.reason && item.outcome !== "changed") next.reasons[item.reason] = (next.reasons[item.reason] ?? 0) + 1;
    if (next.items.length < REPORT_ITEM_CAP) next.items.push(item);
  }
  return next;
}

export const isActive = (status: JobStatus) => status === "queued" || status === "running";
export const isFinished = (status: JobStatus) => status === "done" || status === "failed" || status === "cancelled";

/** Whole percent done, for the progress bar. */
export function progressPercent(done: number, total: number): number {
  return total <= 0 ? 100 : Math.min(100, Math.floor((done / total) * 100));
}
