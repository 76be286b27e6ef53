/** The mail outbox loader (/admin/mail) and the old /dev/mailbox address, called as React Router calls them, on a fresh database. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../../server/db/connect.ts";
import { customerRoles, mailOutbox } from "../../../../server/db/schema/index.ts";
import { createServices, type Services } from "../../../../server/services/index.ts";
import { SESSION_COOKIE } from "../../../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../../../server/testing/route-args.ts";
import { createTestDatabase, testDatabaseKind } from "../../../../server/testing/test-database.ts";
import { loader as oldAddress } from "../../dev-mailbox.tsx";
import { loader } from "./mail.tsx";

let database: Database;
let services: Services;
let admin: string;
let customer: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null, mailFrom: { name: "Vitrine", address: "shop@vitrine.test" } });
  const signedAdmin = await services.accounts.register(null, { email: "root@vitrine.test", password: "a long enough secret" });
  await database.db.insert(customerRoles).values({ customerId: signedAdmin.customer.id, role: "admin" });
  admin = `${SESSION_COOKIE}=${signedAdmin.token}`;
  customer = `${SESSION_COOKIE}=${(await services.accounts.register(null, { email: "shopper@vitrine.test", password: "a long enough secret" })).token}`;
});
afterAll(async () => database?.close());

/** The loader's answer: its data, and its status when it answers one (a refused filter). */
async function call(path: string, s: Services = services, cookie = admin) {
  const answer = (await loader(routeArgs(new Request(`http://shop.test${path}`, { headers: { cookie } }), s) as never)) as unknown;
  const refused = answer as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (refused.type === "DataWithResponseInit") return { ...(refused.data as Omit<Loaded, "status">), status: refused.init?.status ?? 200 };
  return { ...(answer as Loaded), status: 200 };
}
type Loaded = { to: string; error: string | null; mails: { subject: string; [key: string]: unknown }[]; status: number };
const callOld = (path: string, cookie = admin) => oldAddress(routeArgs(new Request(`http://shop.test${path}`, { headers: { cookie } }), services) as never);

/** The status and value a thrown `data(…)` carries. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; value: unknown; location?: string | null }> {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { data: unknown; init?: ResponseInit | null } | null;
  if (!error) throw new Error("the loader did not throw");
  // A refusal of the request context is a Response; `data(…)` carries its status in init.
  if (error instanceof Response) return { status: error.status, value: null, location: error.headers.get("location") };
  return { status: error.init?.status ?? 200, value: error.data };
}

describe(`mail outbox loader on ${testDatabaseKind}`, () => {
  it("lists the outbox newest first with state and body, and filters by recipient whatever its case", async () => {
    await services.mail.enqueue({ to: "ada@vitrine.test", subject: "First", text: "one", kind: "test" });
    await services.mail.enqueue({ to: "Bob@Vitrine.test", subject: "Second", text: "two /account/reset-password?token=x", kind: "password_reset" });
    await database.db.insert(mailOutbox).values({
      to: "ada@vitrine.test",
      subject: "Retrying",
      text: "four",
      kind: "test",
      attempts: 2,
      lastError: "421 busy",
      nextAttemptAt: new Date("2030-01-01T00:00:00Z"),
    });
    await database.db.insert(mailOutbox).values({ to: "ada@vitrine.test", subject: "Given up", text: "three", kind: "test", attempts: 5, lastError: "550 no" });

    const all = await call("/admin/mail");
    expect(all.to).toBe("");
    expect(all.mails.map((m) => m.subject)).toEqual(["Given up", "Retrying", "Second", "First"]);
    expect(all.mails[1]).toMatchObject({ state: "pending", attempts: 2, lastError: "421 busy", nextAttemptAt: "2030-01-01T00:00:00.000Z" });
    expect(all.mails[0]).toMatchObject({ to: "ada@vitrine.test", state: "failed", attempts: 5, lastError: "550 no", sentAt: null });
    expect(all.mails[3]).toMatchObject({
      from: "Vitrine <shop@vitrine.test>",
      state: "pending",
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      kind: "test",
      text: "one",
      createdAt: expect.any(String),
    });

    const bob = await call("/admin/mail?to=bob%40vitrine.test");
    expect(bob.to).toBe("bob@vitrine.test");
    expect(bob.mails.map((m) => m.subject)).toEqual(["Second"]);
    expect((await call("/admin/mail?to=%20")).mails).toHaveLength(4);
  });

  it("shows each mail's From: the merchant's sender when it was queued, the configured one for an older mail", async () => {
    const { customer } = await services.accounts.register(null, { email: "boss@vitrine.test", password: "a long enough secret" });
    const actor = { id: customer.id, email: customer.email };
    await services.settingsAdmin.save(actor, "emails", {
      ...(await services.settingsAdmin.read("emails")),
      senderName: "Vitrine Dublin",
      senderAddress: "orders@vitrine.ie",
    });
    await services.mail.enqueue({ to: "from@vitrine.test", subject: "Sender", text: "hi", kind: "test" });
    await database.db.insert(mailOutbox).values({ to: "from@vitrine.test", subject: "Old", text: "hi", kind: "test", createdAt: new Date(0) });
    const mails = (await call("/admin/mail?to=from%40vitrine.test")).mails;
    expect(mails.map((m) => [m.subject, m.from])).toEqual([
      ["Sender", "Vitrine Dublin <orders@vitrine.ie>"],
      ["Old", "Vitrine <shop@vitrine.test>"],
    ]);
  });

  it("answers 400 with the reason beside the filter for a recipient that is not an e-mail address", async () => {
    const bad = await call("/admin/mail?to=%3Cscript%3E");
    expect(bad.status).toBe(400);
    expect(bad).toMatchObject({ to: "<script>", error: expect.stringContaining("e-mail address"), mails: [] });
    expect((await call(`/admin/mail?to=${"a".repeat(260)}%40x.test`)).status).toBe(400);
  });

  it("C: refuses a guest (to log in) and a customer who is no staff (403)", async () => {
    await services.mail.enqueue({ to: "victim@vitrine.test", subject: "Reset", text: "/account/reset-password?token=secret", kind: "password_reset" });
    expect((await thrown(call("/admin/mail", services, ""))).status).toBe(302);
    expect((await thrown(call("/admin/mail", services, customer))).status).toBe(403);
  });

  it("still shows the outbox when a transport delivers the mails", async () => {
    const withTransport = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: { send: async () => undefined } });
    expect(withTransport.mail.hasTransport).toBe(true);
    expect((await call("/admin/mail", withTransport)).mails.length).toBeGreaterThan(0);
  });
});

describe("the old address /dev/mailbox", () => {
  it("sends an administrator to the admin's outbox, the filter kept", async () => {
    const moved = await thrown(callOld("/dev/mailbox?to=bob%40vitrine.test"));
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/admin/mail?to=bob%40vitrine.test");
  });

  it("C: does not exist for a guest or a customer", async () => {
    expect((await thrown(callOld("/dev/mailbox", ""))).status).toBe(404);
    expect((await thrown(callOld("/dev/mailbox", customer))).status).toBe(404);
    expect((await thrown(callOld("/dev/mailbox", `${SESSION_COOKIE}=${"x".repeat(43)}`))).status).toBe(404);
  });
});

describe(`mail outbox attachments on ${testDatabaseKind}`, () => {
  it("names the files a mail carries, and none for a mail without", async () => {
    const xml = { filename: "INV-2026-00042.xml", contentType: "application/xml", content: "<Invoice/>", encoding: "utf8" as const };
    await services.mail.enqueue({ to: "biz@vitrine.test", subject: "Your invoice", text: "Attached.", kind: "order_invoice", attachments: [xml] });
    await services.mail.enqueue({ to: "plain@vitrine.test", subject: "No files", text: "None.", kind: "test" });
    const withFile = await call("/admin/mail?to=biz@vitrine.test");
    expect(withFile.mails.map((m) => m.attachments)).toEqual([["INV-2026-00042.xml"]]);
    const plain = await call("/admin/mail?to=plain@vitrine.test");
    expect(plain.mails.map((m) => m.attachments)).toEqual([[]]);
  });
});
