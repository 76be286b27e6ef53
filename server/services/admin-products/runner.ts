import { eq, sql } from "drizzle-orm";
import { addToReport, JOB_BATCH_SIZE, type JobItem } from "../../../domain/admin/bulk-job.ts";
import type { Db } from "../../db/kit/index.ts";
import { adminJobs } from "../../db/schema/index.ts";
import type { AuditService } from "../audit/index.ts";
import { applyBulkBatch } from "./bulk-batch.ts";
import { applyImportBatch } from "./import-batch.ts";
import type { JobParams, StoredReport } from "./jobs.ts";

/** Told when a job changed the catalogue (the catalogue service's `changed`: caches and the page cache). */
export type RunnerHooks = { changed(): void };

const BATCH_FAILED = "The batch could not be saved, so nothing in it changed.";

/**
 * Runs the product jobs waiting: the oldest queued or running one first (a running one is one a restart
 * interrupted: it resumes after its last committed batch), to the end, then the next. Each batch is one
 * transaction that also moves the job's progress, under the job row's lock, so two processes running the
 * same job take turns and never apply a batch twice. Answers how many jobs it finished.
 */
export async function runPendingJobs(db: Db, audit: AuditService, hooks: RunnerHooks): Promise<number> {
  let finished = 0;
  for (;;) {
    const id = await claimNext(db);
    if (id === null) return finished;
    let changedSomething = false;
    for (;;) {
      const step = await runBatch(db, audit, id).catch(() => failBatch(db, id));
      changedSomething ||= step.changed;
      if (step.state !== "more") break;
    }
    if (changedSomething) hooks.changed();
    finished += 1;
  }
}

async function claimNext(db: Db): Promise<number | null> {
  const rows = await db.execute(sql`
    update admin_jobs set status = 'running'
    where id = (select id from admin_jobs where status in ('queued', 'running') and kind in ('product-bulk', 'product-import')
                order by id limit 1 for update skip locked)
    returning id`);
  const row = (rows as unknown as { rows: { id: number }[] }).rows[0];
  return row ? Number(row.id) : null;
}

type Step = { state: "more" | "finished" | "stopped"; changed: boolean };

async function runBatch(db: Db, audit: AuditService, id: number): Promise<Step> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(adminJobs).where(eq(adminJobs.id, id)).for("update");
    if (!job || job.status !== "running") return { state: "stopped", changed: false };
    if (job.done >= job.total) {
      await tx.update(adminJobs).set({ status: "done", finishedAt: new Date() }).where(eq(adminJobs.id, id));
      return { state: "finished", changed: false };
    }
    const params = job.params as unknown as JobParams;
    const items: JobItem[] =
      params.kind === "product-bulk"
        ? await applyBulkBatch(tx, audit, params.actor, params.action, params.ids.slice(job.done, job.done + JOB_BATCH_SIZE))
        : await applyImportBatch(tx, audit, params.actor, params.rows.slice(job.done, job.done + JOB_BATCH_SIZE));
    const report = addToReport(job.report as unknown as StoredReport, items) as StoredReport;
    await tx
      .update(adminJobs)
      .set({ done: Math.min(job.total, job.done + JOB_BATCH_SIZE), report: report as unknown as Record<string, unknown> })
      .where(eq(adminJobs.id, id));
    return { state: "more", changed: items.some((item) => item.outcome === "changed") };
  });
}

/** A batch that threw: its products are reported failed and the job moves past them. */
async function failBatch(db: Db, id: number): Promise<Step> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(adminJobs).where(eq(adminJobs.id, id)).for("update");
    if (!job || job.status !== "running") return { state: "stopped", changed: false };
    const params = job.params as unknown as JobParams;
    const slice =
      params.kind === "product-bulk"
        ? params.ids.slice(job.done, job.done + JOB_BATCH_SIZE).map((productId) => ({ id: productId, name: `#${productId}` }))
        : params.rows.slice(job.done, job.done + JOB_BATCH_SIZE).map((row) => ({ line: row.line, name: row.name }));
    const report = addToReport(
      job.report as unknown as StoredReport,
      slice.map((item) => ({ ...item, outcome: "failed" as const, reason: BATCH_FAILED })),
    ) as StoredReport;
    await tx
      .update(adminJobs)
      .set({ done: Math.min(job.total, job.done + JOB_BATCH_SIZE), report: report as unknown as Record<string, unknown> })
      .where(eq(adminJobs.id, id));
    return { state: "more", changed: false };
  });
}
