import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { startIntervalJob } from "./interval-job.ts";

const quietLogger = () => {
  const errors: string[] = [];
  return { errors, logger: { error: (_details: object, message: string) => void errors.push(message) } };
};

describe("startIntervalJob", () => {
  it("runs soon after start, then again after each run, never two at once", async () => {
    const { logger } = quietLogger();
    let active = 0;
    let overlapped = false;
    let runs = 0;
    const job = startIntervalJob({
      name: "test",
      firstDelayMs: 5,
      intervalMs: 5,
      logger,
      run: async () => {
        if (active++ > 0) overlapped = true;
        runs++;
        await sleep(15);
        active--;
      },
    });
    await sleep(120);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
  });

  it("logs a failing run and keeps its schedule", async () => {
    const { errors, logger } = quietLogger();
    let runs = 0;
    const job = startIntervalJob({
      name: "flaky",
      firstDelayMs: 1,
      intervalMs: 5,
      logger,
      run: async () => {
        runs++;
        throw new Error("database down");
      },
    });
    await sleep(60);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toBe("flaky failed");
  });

  it("stop waits for the run in progress and no run starts after it", async () => {
    const { logger } = quietLogger();
    let finished = 0;
    let started = 0;
    const job = startIntervalJob({
      name: "slow",
      firstDelayMs: 0,
      intervalMs: 1,
      logger,
      run: async () => {
        started++;
        await sleep(30);
        finished++;
      },
    });
    await sleep(10);
    await job.stop();
    expect(finished).toBe(started);
    const after = started;
    await sleep(30);
    expect(started).toBe(after);
  });
});
