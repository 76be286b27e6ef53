import type { Services } from "../services/index.ts";
import { startProductJobs } from "./admin-product-jobs.ts";
import { type IntervalJob, type JobLogger, startIntervalJob } from "./interval-job.ts";
import { startOrphanUploadJob } from "./orphan-uploads.ts";

/** How often the outbox is sent while a transport is configured; the first run comes right after start. */
export const MAIL_SEND_INTERVAL_MS = 5_000;
/** How often old sessions, tokens, login attempts, rate-limit hits and sent mails are deleted; the first run comes at start. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

type Logger = JobLogger & { info(details: object, message: string): void; child(bindings: object): Logger };

/**
 * The jobs a server process runs beside its requests: maintenance always, the deletion of unused uploaded
 * pictures, the mail sender while a transport is configured. Every process may run them: the mail sender claims each mail before sending
 * it, and maintenance deletes only what no one reads. Stop them before closing the database.
 */
export function startBackgroundJobs(
  services: Pick<Services, "mail" | "maintenance"> & Partial<Pick<Services, "adminProducts" | "catalog" | "productEditor">>,
  logger: Logger,
): { stop(): Promise<void> } {
  const maintenanceLog = logger.child({ job: "maintenance" });
  const jobs: IntervalJob[] = [
    startIntervalJob({
      name: "maintenance",
      firstDelayMs: 2_000,
      intervalMs: MAINTENANCE_INTERVAL_MS,
      logger: maintenanceLog,
      run: async () => {
        const deleted = await services.maintenance.run();
        if (Object.values(deleted).some((n) => n > 0)) maintenanceLog.info({ deleted }, "maintenance deleted old records");
      },
    }),
  ];
  if (services.adminProducts && services.catalog)
    jobs.push(startProductJobs({ adminProducts: services.adminProducts, catalog: services.catalog }, logger.child({ job: "product-jobs" })));
  if (services.productEditor) jobs.push(startOrphanUploadJob({ productEditor: services.productEditor }, logger));
  if (services.mail.hasTransport) {
    const log = logger.child({ job: "mail-sender" });
    jobs.push(
      startIntervalJob({
        name: "mail sender",
        firstDelayMs: 1_000,
        intervalMs: MAIL_SEND_INTERVAL_MS,
        logger: log,
        run: async () => {
          const { sent, failed } = await services.mail.sendPending();
          if (sent > 0 || failed > 0) log.info({ sent, failed }, "mail outbox sent");
        },
      }),
    );
  }
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
