/** Where a job reports a failed run; pino's logger (Fastify's `app.log`) fits. */
export type JobLogger = { error(details: object, message: string): void };

export type IntervalJob = {
  /** Stops the schedule and waits for a run in progress to finish. */
  stop(): Promise<void>;
};

/**
 * Runs `run` after `firstDelayMs`, then again `intervalMs` after each run ends (so runs never overlap),
 * until stopped. A failing run is logged and the schedule goes on. Its timers are unref'd: a pending job
 * never keeps the process alive.
 */
export function startIntervalJob(options: {
  name: string;
  run: () => Promise<unknown>;
  firstDelayMs: number;
  intervalMs: number;
  logger: JobLogger;
}): IntervalJob {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  const tick = () => {
    timer = null;
    running = options
      .run()
      .then(
        () => undefined,
        (error: unknown) => options.logger.error({ err: error, job: options.name }, `${options.name} failed`),
      )
      .finally(() => {
        running = null;
        schedule(options.intervalMs);
      });
  };

  schedule(options.firstDelayMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
