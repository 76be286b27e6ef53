import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { MaintenanceReport, MaintenanceService } from "../services/maintenance/index.ts";
import type { MailService } from "../services/mail/index.ts";
import { startBackgroundJobs } from "./background.ts";

function fakeLogger() {
  const lines: { level: string; details: object; message: string }[] = [];
  const logger = {
    error: (details: object, message: string) => void lines.push({ level: "error", details, message }),
    info: (details: object, message: string) => void lines.push({ level: "info", details, message }),
    child: () => logger,
  };
  return { lines, logger };
}

function fakeMail(hasTransport: boolean, calls: { n: number }): Pick<MailService, "hasTransport" | "sendPending"> {
  return {
    hasTransport,
    async sendPending() {
      calls.n++;
      return { sent: 1, failed: 0, skipped: !hasTransport };
    },
  };
}

function fakeMaintenance(calls: { n: number }, answer: () => MaintenanceReport): MaintenanceService {
  return {
    async run() {
      calls.n++;
      return answer();
    },
  };
}
const nothingDeleted = () => ({ sessions: 0, resetTokens: 0, loginAttempts: 0, rateLimitHits: 0, sentMails: 0 });

describe("startBackgroundJobs: the mail sender", () => {
  it("sends the outbox soon after start while a transport is configured, and stops on request", async () => {
    const calls = { n: 0 };
    const { lines, logger } = fakeLogger();
    const jobs = startBackgroundJobs({ mail: fakeMail(true, calls) as MailService, maintenance: fakeMaintenance({ n: 0 }, nothingDeleted) }, logger);
    await sleep(1_300);
    await jobs.stop();
    expect(calls.n).toBe(1);
    expect(lines).toEqual([{ level: "info", details: { sent: 1, failed: 0 }, message: "mail outbox sent" }]);
  });

  it("does not run without a transport", async () => {
    const calls = { n: 0 };
    const jobs = startBackgroundJobs(
      { mail: fakeMail(false, calls) as MailService, maintenance: fakeMaintenance({ n: 0 }, nothingDeleted) },
      fakeLogger().logger,
    );
    await sleep(1_300);
    await jobs.stop();
    expect(calls.n).toBe(0);
  });
});

describe("startBackgroundJobs: maintenance", () => {
  it("runs at start with or without a transport, logs what it deleted, and logs a failure instead of throwing", async () => {
    const calls = { n: 0 };
    const { lines, logger } = fakeLogger();
    const jobs = startBackgroundJobs(
      {
        mail: fakeMail(false, { n: 0 }) as MailService,
        maintenance: fakeMaintenance(calls, () => ({ ...nothingDeleted(), sessions: 3 })),
      },
      logger,
    );
    await sleep(2_300);
    await jobs.stop();
    expect(calls.n).toBe(1);
    expect(lines).toEqual([
      {
        level: "info",
        details: { deleted: { sessions: 3, resetTokens: 0, loginAttempts: 0, rateLimitHits: 0, sentMails: 0 } },
        message: "maintenance deleted old records",
      },
    ]);

    lines.length = 0;
    const failing = startBackgroundJobs(
      {
        mail: fakeMail(false, { n: 0 }) as MailService,
        maintenance: fakeMaintenance(calls, () => {
          throw new Error("database down");
        }),
      },
      logger,
    );
    await sleep(2_300);
    await failing.stop();
    expect(lines).toEqual([{ level: "error", details: { err: expect.any(Error), job: "maintenance" }, message: "maintenance failed" }]);
  });
});
