import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createMailService, MAX_SEND_ATTEMPTS, transportFromEnv, type OutboxMail } from "./index.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const message = (to: string, kind = "test") => ({ to, subject: `Hello ${to}`, text: "plain text", html: "<p>html</p>", kind });

describe(`mail outbox on ${testDatabaseKind}`, () => {
  it("enqueue writes a pending mail that listOutbox shows newest first and filters by recipient", async () => {
    const mail = createMailService(database.db);
    const first = await mail.enqueue(message("a@vitrine.test"));
    const second = await mail.enqueue({ ...message("a@vitrine.test"), html: undefined });
    await mail.enqueue(message("b@vitrine.test"));
    const listed = await mail.listOutbox({ to: "a@vitrine.test" });
    expect(listed.map((m) => m.id)).toEqual([second, first]);
    expect(listed[1]).toMatchObject({ to: "a@vitrine.test", subject: "Hello a@vitrine.test", text: "plain text", html: "<p>html</p>", kind: "test", sentAt: null, attempts: 0, lastError: null });
    expect(listed[0]!.html).toBeNull();
    expect((await mail.listOutbox({ limit: 1 })).length).toBe(1);
  });

  it("enqueue inside a caller's transaction is rolled back with it", async () => {
    const mail = createMailService(database.db);
    await database.db
      .transaction(async (tx) => {
        await mail.enqueue(message("rollback@vitrine.test"), tx);
        throw new Error("caller fails");
      })
      .catch(() => undefined);
    expect(await mail.listOutbox({ to: "rollback@vitrine.test" })).toEqual([]);
  });

  it("transportFromEnv selects SMTP only when SMTP_URL is set and refuses bad settings", () => {
    expect(transportFromEnv({})).toBeNull();
    expect(transportFromEnv({ SMTP_URL: "" })).toBeNull();
    const smtp = transportFromEnv({ SMTP_URL: "smtp://user:secret@localhost:2525", MAIL_FROM: "Shop <shop@vitrine.test>" });
    expect(smtp).not.toBeNull();
    smtp?.close?.();
    expect(() => transportFromEnv({ SMTP_URL: "http://localhost" })).toThrow(/SMTP_URL/);
    expect(() => transportFromEnv({ SMTP_URL: "smtp://user:secret@localhost", MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
  });

  it("without a transport sendPending sends nothing and leaves the mails for the dev mailbox", async () => {
    const mail = createMailService(database.db, { transport: null });
    expect(mail.hasTransport).toBe(false);
    await mail.enqueue(message("dev@vitrine.test"));
    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 0, skipped: true });
    expect(await mail.listOutbox({ to: "dev@vitrine.test" })).toEqual([expect.objectContaining({ sentAt: null, attempts: 0 })]);
  });

  it("sendPending sends oldest first, marks them sent, records failures and gives up after 5 attempts", async () => {
    await database.db.delete(mailOutbox);
    const delivered: OutboxMail[] = [];
    let failFor = "broken@vitrine.test";
    const mail = createMailService(database.db, {
      transport: {
        async send(m) {
          if (m.to === failFor) throw new Error("550 mailbox unavailable");
          delivered.push(m);
        },
      },
    });
    await mail.enqueue(message("one@vitrine.test"));
    await mail.enqueue(message("broken@vitrine.test"));
    await mail.enqueue(message("two@vitrine.test"));
    expect(await mail.sendPending()).toEqual({ sent: 2, failed: 1, skipped: false });
    expect(delivered.map((m) => m.to)).toEqual(["one@vitrine.test", "two@vitrine.test"]);
    expect(await mail.listOutbox({ to: "one@vitrine.test" })).toEqual([expect.objectContaining({ sentAt: expect.any(Date), attempts: 1, lastError: null })]);
    expect(await mail.listOutbox({ to: "broken@vitrine.test" })).toEqual([expect.objectContaining({ sentAt: null, attempts: 1, lastError: "550 mailbox unavailable" })]);

    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 1, skipped: false });
    for (let i = 2; i < MAX_SEND_ATTEMPTS; i++) await mail.sendPending();
    expect((await mail.listOutbox({ to: "broken@vitrine.test" }))[0]!.attempts).toBe(MAX_SEND_ATTEMPTS);
    failFor = "";
    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 0, skipped: false });
  });
});
