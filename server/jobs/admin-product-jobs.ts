import type { Services } from "../services/index.ts";
import { type IntervalJob, type JobLogger, startIntervalJob } from "./interval-job.ts";

/** How soon a queued bulk change or import starts: the job page shows its progress from then on. */
export const PRODUCT_JOBS_INTERVAL_MS = 1_000;

/**
 * The admin's product jobs (bulk changes, CSV imports), run in this process. A job a restart interrupted
 * is resumed, not failed: its batches commit with its progress, so it goes on after the last one done.
 */
export function startProductJobs(services: Pick<Services, "adminProducts" | "catalog">, logger: JobLogger): IntervalJob {
  return startIntervalJob({
    name: "product jobs",
    firstDelayMs: PRODUCT_JOBS_INTERVAL_MS,
    intervalMs: PRODUCT_JOBS_INTERVAL_MS,
    logger,
    run: () => services.adminProducts.runPending({ changed: () => services.catalog.changed() }),
  });
}
