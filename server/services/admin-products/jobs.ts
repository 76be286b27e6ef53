import { and, desc, eq, inArray } from "drizzle-orm";
import type { BulkAction } from "../../../domain/admin/bulk-action.ts";
import type { JobKind, JobReport, JobStatus } from "../../../domain/admin/bulk-job.ts";
import type { ImportRow, RefusedRow } from "../../../domain/admin/product-import.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { adminJobs } from "../../db/schema/index.ts";
import type { Actor } from "../audit/index.ts";
import type { BulkPreview } from "./preview.ts";

/** What a job keeps to run: who asked (the audit log's actor), and the products or rows it works through. */
export type JobParams =
  { kind: "product-bulk"; actor: Actor; action: BulkAction; ids: number[]; scope: string } | { kind: "product-import"; actor: Actor; rows: ImportRow[] };

export type ImportPreview = { valid: number; refusedCount: number; refused: RefusedRow[]; sample: ImportRow[] };
export type StoredReport = JobReport & { preview?: BulkPreview | ImportPreview };

export type AdminJob = {
  id: number;
  kind: JobKind;
  status: JobStatus;
  total: number;
  done: number;
  /** The bulk action or "import", and what it was applied to; never the full target list. */
  summary: { action: BulkAction | null; scope: string; by: string };
  report: StoredReport;
  createdAt: string;
  finishedAt: string | null;
};

type JobRow = typeof adminJobs.$inferSelect;

export function toAdminJob(row: JobRow): AdminJob {
  const params = row.params as unknown as JobParams;
  return {
    id: row.id,
    kind: row.kind as JobKind,
    status: row.status as JobStatus,
    total: row.total,
    done: row.done,
    summary: {
      action: params.kind === "product-bulk" ? params.action : null,
      scope: params.kind === "product-bulk" ? params.scope : `${row.total} rows of a CSV file`,
      by: params.actor?.email ?? "",
    },
    report: row.report as unknown as StoredReport,
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
  };
}

export async function insertJob(db: Queryable, input: { status: JobStatus; params: JobParams; total: number; report: StoredReport }): Promise<AdminJob> {
  const [row] = await db
    .insert(adminJobs)
    .values({
      kind: input.params.kind,
      status: input.status,
      params: input.params as unknown as Record<string, unknown>,
      total: input.total,
      report: input.report as unknown as Record<string, unknown>,
      createdBy: input.params.actor?.id ?? null,
    })
    .returning();
  return toAdminJob(row!);
}

const PRODUCT_JOB_KINDS = ["product-bulk", "product-import"];

export async function findJob(db: Queryable, id: number): Promise<AdminJob | null> {
  const [row] = await db
    .select()
    .from(adminJobs)
    .where(and(eq(adminJobs.id, id), inArray(adminJobs.kind, PRODUCT_JOB_KINDS)))
    .limit(1);
  return row ? toAdminJob(row) : null;
}

export async function recentJobs(db: Queryable, limit: number): Promise<AdminJob[]> {
  const rows = await db.select().from(adminJobs).where(inArray(adminJobs.kind, PRODUCT_JOB_KINDS)).orderBy(desc(adminJobs.id)).limit(limit);
  return rows.map(toAdminJob);
}

/** Moves a job from one of `from` to `to`; answers whether it did (a job already past `from` is left alone). */
export async function moveJob(db: Queryable, id: number, from: JobStatus[], to: JobStatus, finished = false): Promise<boolean> {
  const rows = await db
    .update(adminJobs)
    .set({ status: to, ...(finished ? { finishedAt: new Date() } : {}) })
    .where(and(eq(adminJobs.id, id), inArray(adminJobs.kind, PRODUCT_JOB_KINDS), inArray(adminJobs.status, from)))
    .returning({ id: adminJobs.id });
  return rows.length > 0;
}
