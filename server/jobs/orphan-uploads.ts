import type { Services } from "../services/index.ts";
import { type IntervalJob, type JobLogger, startIntervalJob } from "./interval-job.ts";

/** Uploads are kept for a day (ORPHAN_UPLOAD_MAX_AGE_HOURS), so looking once an hour is plenty. */
export const ORPHAN_UPLOAD_INTERVAL_MS = 60 * 60 * 1000;

type Logger = JobLogger & { info(details: object, message: string): void; child(bindings: object): Logger };

/**
 * Deletes the pictures uploaded in the product editor but never attached to a product (see the product
 * editor service). Safe in every process: each delete re-checks that nothing uses the picture.
 */
export function startOrphanUploadJob(services: Pick<Services, "productEditor">, logger: Logger): IntervalJob {
  const log = logger.child({ job: "orphan-uploads" });
  return startIntervalJob({
    name: "orphan uploads",
    firstDelayMs: 5_000,
    intervalMs: ORPHAN_UPLOAD_INTERVAL_MS,
    logger: log,
    run: async () => {
      const deleted = await services.productEditor.deleteOrphanUploads();
      if (deleted.length > 0) log.info({ deleted }, "unused uploaded pictures deleted");
    },
  });
}
