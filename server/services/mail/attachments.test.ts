/**
 * Files sent with a mail: written with it into the outbox (inside the caller's transaction, like the
 * mail), kept through retries, and handed to the SMTP server as MIME parts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MailAttachment } from "../../../domain/mail/attachments.ts";
import type { Database } from "../../db/connect.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { startSmtpTestServer } from "../../testing/smtp-test-server.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createMailService, type MailTransport } from "./index.ts";
import { createSmtpTransport } from "./smtp.ts";

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let transport: MailTransport;

const invoiceXml: MailAttachment = {
  filename: "INV-2026-00042.xml",
  contentType: "application/xml",
  content: '<?xml version="1.0" encoding="UTF-8"?>\n<Invoice><cbc:ID>INV-2026-00042</cbc:ID><Note>Café €</Note></Invoice>',
  encoding: "utf8",
};

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer({ user: "shop", pass: "secret" });
  transport = createSmtpTransport({ url: smtp.url, from: { name: "Vitrine Test", address: "shop@vitrine.test" } });
});
afterAll(async () => {
  transport?.close?.();
  await smtp?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  smtp.received.length = 0;
});

describe(`mail attachments on ${testDatabaseKind}`, () => {
  it("keeps a mail's files in the outbox and a mail without files has none", async () => {
    const mail = createMailService(database.db);
    await mail.enqueue({ to: "plain@vitrine.test", subject: "Plain", text: "No files", kind: "test" });
    await database.db.transaction(async (tx) => {
      await mail.enqueue({ to: "biz@vitrine.test", subject: "Your invoice", text: "Attached.", kind: "order_invoice", attachments: [invoiceXml] }, tx);
    });
    const [withFile] = await mail.listOutbox({ to: "biz@vitrine.test" });
    expect(withFile?.attachments).toEqual([invoiceXml]);
    const [plain] = await mail.listOutbox({ to: "plain@vitrine.test" });
    expect(plain?.attachments).toEqual([]);
  });

  it("sends the file as a MIME part with its name and type, its text intact", async () => {
    const mail = createMailService(database.db, { transport });
    await mail.enqueue({ to: "biz@vitrine.test", subject: "Your invoice", text: "Attached.", kind: "order_invoice", attachments: [invoiceXml] });
    expect(await mail.sendPending()).toMatchObject({ sent: 1, failed: 0 });
    const raw = smtp.received[0]!.raw;
    expect(raw).toMatch(/Content-Type: application\/xml; name="?INV-2026-00042\.xml"?/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename="?INV-2026-00042\.xml"?/);
    const encoded = /Content-Disposition: attachment[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? "";
    const body = /Content-Transfer-Encoding: base64/.test(raw) ? Buffer.from(encoded.replace(/\s/g, ""), "base64").toString("utf8") : raw;
    expect(body).toContain("<Note>Café €</Note>");
  });

  it("refuses files too large for an outbox row", async () => {
    const mail = createMailService(database.db);
    const huge: MailAttachment = { ...invoiceXml, content: "x".repeat(3 * 1024 * 1024) };
    await expect(mail.enqueue({ to: "biz@vitrine.test", subject: "Too big", text: "", kind: "test", attachments: [huge] })).rejects.toThrow(RangeError);
  });
});
