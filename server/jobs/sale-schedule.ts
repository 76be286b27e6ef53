import type { Services } from "../services/index.ts";
import { type IntervalJob, type JobLogger, startIntervalJob } from "./interval-job.ts";

/** Scheduled sales start and end within a minute of their time. */
export const SALE_SCHEDULE_INTERVAL_MS = 60_000;

type Logger = JobLogger & { info(details: object, message: string): void; child(bindings: object): Logger };

/**
 * Starts and ends the scheduled sales every minute (see the product editor service), then empties the
 * catalogue's caches and the page cache so shoppers see the new prices. Safe in every process: each
 * run locks the rows it changes and a second run finds nothing left to do.
 */
export function startSaleScheduleJob(services: Pick<Services, "productEditor" | "catalog">, logger: Logger): IntervalJob {
  const log = logger.child({ job: "sale-schedule" });
  return startIntervalJob({
    name: "sale schedule",
    firstDelayMs: 3_000,
    intervalMs: SALE_SCHEDULE_INTERVAL_MS,
    logger: log,
    run: async () => {
      const changed = await services.productEditor.applySaleSchedules();
      if (changed.length === 0) return;
      services.catalog.changed();
      log.info({ products: changed }, "scheduled sales started or ended");
    },
  });
}
