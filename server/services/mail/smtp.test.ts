import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { mailOutbox, settings } from "../../db/schema/index.ts";
import { DEFAULT_EMAIL_SETTINGS, EMAIL_SETTINGS_KEY } from "../../../domain/mail/email-texts.ts";
import { startSmtpTestServer } from "../../testing/smtp-test-server.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createMailService, MAX_SEND_ATTEMPTS, type MailTransport } from "./index.ts";
import { createSmtpTransport } from "./smtp.ts";

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let transport: MailTransport;
/** MAIL_FROM of these tests: the transport's sender and the mail service's configured one, as server/main.ts sets both. */
const FROM = { name: "Vitrine Test", address: "shop@vitrine.test" };

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer({ user: "shop", pass: "p@ss:word" });
  transport = createSmtpTransport({ url: smtp.url, from: FROM });
});
afterAll(async () => {
  transport?.close?.();
  await smtp?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(settings);
  smtp.received.length = 0;
  smtp.state.refuse = false;
});

describe(`SMTP transport on ${testDatabaseKind}`, () => {
  it("delivers pending mails to the SMTP server with the sender, recipient, subject and body, and marks them sent", async () => {
    const mail = createMailService(database.db, { transport, defaultFrom: FROM });
    expect(mail.hasTransport).toBe(true);
    await mail.enqueue({
      to: "ada@vitrine.test",
      subject: "Your order #1001 has been received",
      text: "Thank you for your order #1001.\n\nTotal: 12.50",
      kind: "order_received",
    });
    await mail.enqueue({
      to: "bob@vitrine.test",
      subject: "Reset your Vitrine password",
      text: "Open /account/reset-password?token=abc",
      html: '<p>Open <a href="/x">it</a></p>',
      kind: "password_reset",
    });

    expect(await mail.sendPending()).toEqual({ sent: 2, failed: 0, skipped: false });
    expect(smtp.received.map((m) => ({ from: m.from, to: m.to }))).toEqual([
      { from: "shop@vitrine.test", to: ["ada@vitrine.test"] },
      { from: "shop@vitrine.test", to: ["bob@vitrine.test"] },
    ]);
    const [order, reset] = smtp.received.map((m) => m.raw);
    expect(order).toMatch(/^From: Vitrine Test <shop@vitrine\.test>\r$/m);
    expect(order).toMatch(/^To: ada@vitrine\.test\r$/m);
    expect(order).toMatch(/^Subject: Your order #1001 has been received\r$/m);
    expect(order).toMatch(/^X-Vitrine-Mail-Kind: order_received\r$/m);
    expect(order).toContain("Thank you for your order #1001.\r\n\r\nTotal: 12.50");
    expect(reset).toMatch(/^Subject: Reset your Vitrine password\r$/m);
    expect(reset).toContain("multipart/alternative");
    expect(reset).toContain("Open /account/reset-password?token=abc");

    const rows = await mail.listOutbox();
    expect(rows).toEqual([
      expect.objectContaining({ to: "bob@vitrine.test", sentAt: expect.any(Date), attempts: 1, lastError: null }),
      expect.objectContaining({ to: "ada@vitrine.test", sentAt: expect.any(Date), attempts: 1, lastError: null }),
    ]);
    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 0, skipped: false });
    expect(smtp.received).toHaveLength(2);
  });

  it("records a refusal with its attempts, tries again later and gives up after MAX_SEND_ATTEMPTS", async () => {
    let clock = new Date("2026-11-24T10:00:00Z");
    const mail = createMailService(database.db, { transport, defaultFrom: FROM, now: () => clock });
    await mail.enqueue({ to: "nobody@vitrine.test", subject: "Hello", text: "Hi", kind: "test" });
    smtp.state.refuse = true;

    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 1, skipped: false });
    const [failed] = await mail.listOutbox();
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed!.lastError).toMatch(/550/);
    expect(failed!.nextAttemptAt!.getTime()).toBeGreaterThan(clock.getTime());
    expect(smtp.received).toHaveLength(0);

    // Later, not at once: a run right after the refusal leaves the mail alone.
    const connections = smtp.state.connections;
    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 0, skipped: false });
    expect(smtp.state.connections).toBe(connections);

    for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
      expect(await mail.sendPending()).toEqual({ sent: 0, failed: 1, skipped: false });
    }
    expect((await mail.listOutbox())[0]).toMatchObject({ sentAt: null, attempts: MAX_SEND_ATTEMPTS, lastError: expect.stringMatching(/550/) });

    // Given up: even once the server accepts again, the mail is not tried any more.
    smtp.state.refuse = false;
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 0, skipped: false });
    expect(smtp.received).toHaveLength(0);
  });

  it("a server that is not there fails fast with the connection error recorded", async () => {
    const closed = await startSmtpTestServer({ user: "x", pass: "y" });
    await closed.close();
    const dead = createSmtpTransport({ url: closed.url, from: { name: "", address: "shop@vitrine.test" }, timeouts: { connectionTimeout: 2000 } });
    const mail = createMailService(database.db, { transport: dead });
    await mail.enqueue({ to: "ada@vitrine.test", subject: "Hello", text: "Hi", kind: "test" });
    const started = Date.now();
    expect(await mail.sendPending()).toEqual({ sent: 0, failed: 1, skipped: false });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await mail.listOutbox())[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
    dead.close?.();
  });

  it("sends each mail from the merchant's sender as it was when the mail was queued", async () => {
    const mail = createMailService(database.db, { transport, defaultFrom: FROM });
    const saveSender = (senderName: string, senderAddress: string) =>
      database.db
        .insert(settings)
        .values({ key: EMAIL_SETTINGS_KEY, value: { ...DEFAULT_EMAIL_SETTINGS, senderName, senderAddress } })
        .onConflictDoUpdate({ target: settings.key, set: { value: { ...DEFAULT_EMAIL_SETTINGS, senderName, senderAddress } } });
    await saveSender("Vitrine Dublin", "orders@vitrine.ie");
    await mail.enqueue({ to: "ada@vitrine.test", subject: "First", text: "1", kind: "test" });
    await saveSender("Vitrine, Cork", "");
    await mail.enqueue({ to: "bob@vitrine.test", subject: "Second", text: "2", kind: "test" });
    // Queued before mails carried their sender: it goes out as MAIL_FROM.
    await database.db.insert(mailOutbox).values({ to: "cy@vitrine.test", subject: "Third", text: "3", kind: "test", createdAt: new Date(Date.now() + 1000) });

    expect(await mail.sendPending()).toEqual({ sent: 3, failed: 0, skipped: false });
    expect(smtp.received.map((m) => m.from)).toEqual(["orders@vitrine.ie", "shop@vitrine.test", "shop@vitrine.test"]);
    const [first, second, third] = smtp.received.map((m) => m.raw);
    expect(first).toMatch(/^From: Vitrine Dublin <orders@vitrine\.ie>\r$/m);
    expect(second).toMatch(/^From: "Vitrine, Cork" <shop@vitrine\.test>\r$/m);
    expect(third).toMatch(/^From: Vitrine Test <shop@vitrine\.test>\r$/m);
  });
});
