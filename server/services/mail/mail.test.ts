import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { mailOutbox, settings } from "../../db/schema/index.ts";
import { DEFAULT_EMAIL_SETTINGS, EMAIL_SETTINGS_KEY } from "../../../domain/mail/email-texts.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { eq } from "drizzle-orm";
import { MAX_FAILURES_IN_A_ROW, RETRY_DELAYS_MS, SEND_LEASE_MS } from "../../../domain/mail/delivery.ts";
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
    expect(listed[1]).toMatchObject({
      to: "a@vitrine.test",
      subject: "Hello a@vitrine.test",
      text: "plain text",
      html: "<p>html</p>",
      kind: "test",
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(listed[0]!.html).toBeNull();
    expect((await mail.listOutbox({ limit: 1 })).length).toBe(1);
  });

  it("enqueue fixes each mail's From: the configured sender until the merchant saves one, then the merchant's, read in the caller's transaction", async () => {
    const mail = createMailService(database.db, { defaultFrom: { name: "Acme", address: "shop@acme.test" } });
    const before = await mail.enqueue(message("from1@vitrine.test"));
    const texts = { ...DEFAULT_EMAIL_SETTINGS, senderName: "Acme Dublin", senderAddress: "" };
    const [inTransaction] = await database.db.transaction(async (tx) => {
      await tx.insert(settings).values({ key: EMAIL_SETTINGS_KEY, value: texts });
      return mail.enqueueAll([message("from2@vitrine.test"), message("from3@vitrine.test")], tx);
    });
    await database.db
      .update(settings)
      .set({ value: { ...texts, senderAddress: "orders@acme.ie" } })
      .where(eq(settings.key, EMAIL_SETTINGS_KEY));
    const after = await mail.enqueue(message("from4@vitrine.test"));
    const senders = new Map((await mail.listOutbox({ limit: 500 })).map((m) => [m.id, m.sender]));
    expect(senders.get(before)).toBe("Acme <shop@acme.test>");
    expect(senders.get(inTransaction!)).toBe("Acme Dublin <shop@acme.test>");
    expect(senders.get(after)).toBe("Acme Dublin <orders@acme.ie>");
    expect(mail.senderOf({ sender: null })).toBe("Acme <shop@acme.test>");
    await database.db.delete(settings);
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

  it("sendPending sends oldest first, marks them sent, retries failures after a wait and gives up after 5 attempts", async () => {
    await database.db.delete(mailOutbox);
    let clock = new Date("2026-11-24T10:00:00Z");
    const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
    const delivered: OutboxMail[] = [];
    let failFor = "broken@vitrine.test";
    const mail = createMailService(database.db, {
      now: () => clock,
      transport: {
        async send(m) {
          if (m.to === failFor) throw new Error("550 mailbox unavailable");
          delivered.push(m);
        },
      },
    });
    await mail.enqueue(message("one@vitrine.test"));
    later(1);
    await mail.enqueue(message("broken@vitrine.test"));
    later(1);
    await mail.enqueue(message("two@vitrine.test"));
    expect(await mail.sendPending()).toEqual({ sent: 2, failed: 1, skipped: false });
    expect(delivered.map((m) => m.to)).toEqual(["one@vitrine.test", "two@vitrine.test"]);
    expect(await mail.listOutbox({ to: "one@vitrine.test" })).toEqual([
      expect.objectContaining({ sentAt: clock, attempts: 1, lastError: null, nextAttemptAt: null }),
    ]);
    expect(await mail.listOutbox({ to: "broken@vitrine.test" })).toEqual([
      expect.objectContaining({
        sentAt: null,
        attempts: 1,
        lastError: "550 mailbox unavailable",
        nextAttemptAt: new Date(clock.getTime() + RETRY_DELAYS_MS[0]),
      }),
    ]);

    // Not due yet: nothing is tried before the wait is over.
    later(RETRY_DELAYS_MS[0] - 1);
    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 0, skipped: false });
    for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      later(RETRY_DELAYS_MS[attempt - 2]!);
      expect(await mail.sendPending()).toEqual({ sent: 0, failed: 1, skipped: false });
    }
    expect((await mail.listOutbox({ to: "broken@vitrine.test" }))[0]).toMatchObject({ attempts: MAX_SEND_ATTEMPTS, nextAttemptAt: null });
    failFor = "";
    later(24 * 60 * 60 * 1000);
    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 0, skipped: false });
  });

  it("a run stops after failures in a row and a mail whose sender died is due again once its lease ran out", async () => {
    await database.db.delete(mailOutbox);
    let clock = new Date("2026-11-24T12:00:00Z");
    const writer = createMailService(database.db, { now: () => clock });
    for (let i = 0; i < 5; i++) await writer.enqueue(message(`down${i}@vitrine.test`));
    const tried: string[] = [];
    const down = createMailService(database.db, {
      now: () => clock,
      transport: {
        async send(m) {
          tried.push(m.to);
          throw new Error("Connection timeout");
        },
      },
    });
    expect(await down.sendPending()).toEqual({ sent: 0, failed: MAX_FAILURES_IN_A_ROW, skipped: false });
    expect(tried).toHaveLength(MAX_FAILURES_IN_A_ROW);

    // A sender that claimed a mail and died: the claim counts as an attempt and holds the mail for the lease.
    await database.db
      .update(mailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(clock.getTime() + SEND_LEASE_MS) })
      .where(eq(mailOutbox.to, "down4@vitrine.test"));
    const delivered: string[] = [];
    const up = createMailService(database.db, { now: () => clock, transport: { send: async (m) => void delivered.push(m.to) } });
    expect(await up.sendPending()).toEqual({ sent: 1, failed: 0, skipped: false });
    expect(delivered).toEqual(["down3@vitrine.test"]);
    clock = new Date(clock.getTime() + SEND_LEASE_MS);
    expect(await up.sendPending()).toEqual({ sent: 4, failed: 0, skipped: false });
    expect(delivered.slice(1).sort()).toEqual(["down0@vitrine.test", "down1@vitrine.test", "down2@vitrine.test", "down4@vitrine.test"]);
    expect((await up.listOutbox({ to: "down4@vitrine.test" }))[0]).toMatchObject({ attempts: 2, sentAt: clock });
  });
});
