import { asc, inArray, sql } from "drizzle-orm";
import type { BulkAction } from "../../../domain/admin/bulk-action.ts";
import { emptyReport, type JobStatus } from "../../../domain/admin/bulk-job.ts";
import { checkImport } from "../../../domain/admin/product-import.ts";
import type { ProductListQuery } from "../../../domain/admin/product-list.ts";
import type { Db } from "../../db/kit/index.ts";
import { categories, products } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import { type AdminJob, findJob, type ImportPreview, insertJob, moveJob, recentJobs } from "./jobs.ts";
import { listAdminProducts } from "./list.ts";
import { type BulkTarget, checkAction, previewBulk, resolveTargets } from "./preview.ts";
import { type RunnerHooks, runPendingJobs } from "./runner.ts";

export type { AdminJob, ImportPreview } from "./jobs.ts";
export type { AdminProductPage, AdminProductRow } from "./list.ts";
export type { BulkPreview, BulkTarget } from "./preview.ts";

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;

/** Refused rows the import's preview lists one by one; past that it counts them. */
const REFUSED_LISTED = 500;
const IMPORT_SAMPLE = 20;
const RECENT_JOBS = 20;

/**
 * The admin's products list and its background jobs (bulk changes and CSV imports). Pages and the JSON
 * API both call this. A job is written as a preview first (`confirm: false`) or queued at once; the
 * in-process worker (server/jobs/admin-product-jobs.ts) runs `runPending`.
 */
export function createAdminProductsService(db: Db, deps: { audit: AuditService }) {
  const { audit } = deps;

  async function notFound(id: number): Promise<never> {
    throw new ServiceError("not_found", "job_not_found", `There is no products job ${id}.`);
  }

  return {
    list: (query: ProductListQuery) => listAdminProducts(db, query),

    /** Every category by name, for the filter and the category actions. */
    categories: () => db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories).orderBy(asc(categories.name)),

    /** What a bulk action would change, without changing anything. */
    async previewBulk(action: BulkAction, target: BulkTarget) {
      await checkAction(db, action);
      return previewBulk(db, action, await resolveTargets(db, target));
    },

    /** Writes a bulk job: held as a preview until confirmed, or queued at once (`confirm`). */
    async createBulkJob(actor: NonNullable<Actor>, action: BulkAction, target: BulkTarget, options: { confirm: boolean; scope: string }): Promise<AdminJob> {
      await checkAction(db, action);
      const ids = await resolveTargets(db, target);
      const preview = await previewBulk(db, action, ids);
      return insertJob(db, {
        status: options.confirm ? "queued" : "preview",
        params: { kind: "product-bulk", actor, action, ids, scope: options.scope },
        total: ids.length,
        report: { ...emptyReport(), preview },
      });
    },

    /** Reads a CSV file against the shop's categories and SKUs: the rows to create and those refused. */
    async checkImport(csv: string) {
      const knownSlugs = new Set((await db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug));
      const first = checkImport(csv, { categorySlugs: knownSlugs, takenSkus: new Set() });
      if (!first.ok) throw new ServiceError("invalid", "import_refused", first.error, { fields: { csv: first.error } });
      const skus = first.valid.map((row) => row.sku?.toLowerCase()).filter((sku): sku is string => !!sku);
      if (skus.length === 0) return first;
      const taken = await db
        .select({ sku: sql<string>`lower(${products.sku})` })
        .from(products)
        .where(inArray(sql`lower(${products.sku})`, skus));
      const second = checkImport(csv, { categorySlugs: knownSlugs, takenSkus: new Set(taken.map((row) => row.sku)) });
      if (!second.ok) throw new ServiceError("invalid", "import_refused", second.error, { fields: { csv: second.error } });
      return second;
    },

    async createImportJob(actor: NonNullable<Actor>, csv: string, options: { confirm: boolean }): Promise<AdminJob> {
      const checked = await this.checkImport(csv);
      if (checked.valid.length === 0)
        throw new ServiceError("invalid", "import_empty", "No row of the file can be imported; see the reasons below.", {
          fields: { csv: checked.refused[0]?.reason ?? "" },
        });
      const preview: ImportPreview = {
        valid: checked.valid.length,
        refusedCount: checked.refused.length,
        refused: checked.refused.slice(0, REFUSED_LISTED),
        sample: checked.valid.slice(0, IMPORT_SAMPLE),
      };
      return insertJob(db, {
        status: options.confirm ? "queued" : "preview",
        params: { kind: "product-import", actor, rows: checked.valid },
        total: checked.valid.length,
        report: { ...emptyReport(), preview },
      });
    },

    async getJob(id: number): Promise<AdminJob> {
      return (await findJob(db, id)) ?? notFound(id);
    },

    recentJobs: () => recentJobs(db, RECENT_JOBS),

    /** Queues a previewed job; a job already confirmed or finished is refused (409). */
    async confirmJob(id: number): Promise<AdminJob> {
      if (!(await moveJob(db, id, ["preview"], "queued"))) await refuseMove(id, "confirmed");
      return this.getJob(id);
    },

    /** Drops a preview, or stops a queued or running job after its current batch. */
    async cancelJob(id: number): Promise<AdminJob> {
      if (!(await moveJob(db, id, ["preview", "queued", "running"], "cancelled", true))) await refuseMove(id, "cancelled");
      return this.getJob(id);
    },

    runPending: (hooks: RunnerHooks) => runPendingJobs(db, audit, hooks),
  };

  async function refuseMove(id: number, verb: string): Promise<never> {
    const job = (await findJob(db, id)) ?? (await notFound(id));
    throw new ServiceError("conflict", "job_state", `This job is ${describe(job.status)}; it cannot be ${verb} now.`);
  }
}

const describe = (status: JobStatus) => (status === "preview" ? "waiting for confirmation" : status);
