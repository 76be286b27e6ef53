import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
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

describe("startBackgroundJobs: the mail sender", () => {
  it("sends the outbox soon after start while a transport is configured, and stops on request", async () => {
    const calls = { n: 0 };
    const { lines, logger } = fakeLogger();
    const jobs = startBackgroundJobs({ mail: fakeMail(true, calls) as MailService }, logger);
    await sleep(1_300);
    await jobs.stop();
    expect(calls.n).toBe(1);
    expect(lines).toEqual([{ level: "info", details: { sent: 1, failed: 0 }, message: "mail outbox sent" }]);
  });

  it("does not run without a transport", async () => {
    const calls = { n: 0 };
    const jobs = startBackgroundJobs({ mail: fakeMail(false, calls) as MailService }, fakeLogger().logger);
    await sleep(1_300);
    await jobs.stop();
    expect(calls.n).toBe(0);
  });
});
