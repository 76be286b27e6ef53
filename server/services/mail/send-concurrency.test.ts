import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createMailService, type MailTransport } from "./index.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

/** A transport that takes a moment per mail (so two senders overlap) and records what it delivered. */
function recordingTransport(log: number[]): MailTransport {
  return {
    async send(mail) {
      await sleep(1 + (mail.id % 3));
      log.push(mail.id);
    },
  };
}

describe(`two senders at once on ${testDatabaseKind}`, () => {
  it("send each mail exactly once", async () => {
    const writer = createMailService(database.db);
    const ids: number[] = [];
    for (let i = 0; i < 70; i++) ids.push(await writer.enqueue({ to: `c${i}@vitrine.test`, subject: `Mail ${i}`, text: "x", kind: "test" }));

    const first: number[] = [];
    const second: number[] = [];
    // Two services as two processes would have, each with its own transport, on the same outbox.
    const a = createMailService(database.db, { transport: recordingTransport(first) });
    const b = createMailService(database.db, { transport: recordingTransport(second) });
    const runs = await Promise.all([a.sendPending(), b.sendPending(), a.sendPending(), b.sendPending()]);

    const delivered = [...first, ...second];
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(delivered.sort((x, y) => x - y)).toEqual(ids);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(ids.length);
    if (testDatabaseKind === "postgres") {
      // On a server with a connection pool the two really ran side by side and shared the work.
      expect(first.length).toBeGreaterThan(0);
      expect(second.length).toBeGreaterThan(0);
    }
    const rows = await database.db.select({ attempts: mailOutbox.attempts, sentAt: mailOutbox.sentAt }).from(mailOutbox);
    expect(rows.every((r) => r.attempts === 1 && r.sentAt !== null)).toBe(true);
    expect(await a.sendPending()).toEqual({ sent: 0, failed: 0, skipped: false });
  });
});
