/** The dev mailbox loader, called as React Router calls it, through the real mail service on a fresh database. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect.ts";
import { customerRoles, mailOutbox } from "../../server/db/schema/index.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { createTestDatabase, testDatabaseKind } from "../../server/testing/test-database.ts";
import { loader } from "./dev-mailbox.tsx";

let database: Database;
let services: Services;
let admin: string;
let customer: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  const signedAdmin = await services.accounts.register(null, { email: "root@vitrine.test", password: "a long enough secret" });
  await database.db.insert(customerRoles).values({ customerId: signedAdmin.customer.id, role: "admin" });
  admin = `${SESSION_COOKIE}=${signedAdmin.token}`;
  customer = `${SESSION_COOKIE}=${(await services.accounts.register(null, { email: "shopper@vitrine.test", password: "a long enough secret" })).token}`;
});
afterAll(async () => database?.close());

const call = (path: string, s: Services = services, cookie = admin) =>
  loader(routeArgs(new Request(`http://shop.test${path}`, { headers: { cookie } }), s) as never);

/** The status and value a thrown `data(…)` carries. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; value: unknown }> {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { data: unknown; init?: ResponseInit | null } | null;
  if (!error) throw new Error("the loader did not throw");
  // A refusal of the request context is a Response; `data(…)` carries its status in init.
  if (error instanceof Response) return { status: error.status, value: null };
  return { status: error.init?.status ?? 200, value: error.data };
}

describe(`dev mailbox loader on ${testDatabaseKind}`, () => {
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

    const all = await call("/dev/mailbox");
    expect(all.to).toBe("");
    expect(all.mails.map((m) => m.subject)).toEqual(["Given up", "Retrying", "Second", "First"]);
    expect(all.mails[1]).toMatchObject({ state: "pending", attempts: 2, lastError: "421 busy", nextAttemptAt: "2030-01-01T00:00:00.000Z" });
    expect(all.mails[0]).toMatchObject({ to: "ada@vitrine.test", state: "failed", attempts: 5, lastError: "550 no", sentAt: null });
    expect(all.mails[3]).toMatchObject({
      state: "pending",
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      kind: "test",
      text: "one",
      createdAt: expect.any(String),
    });

    const bob = await call("/dev/mailbox?to=bob%40vitrine.test");
    expect(bob.to).toBe("bob@vitrine.test");
    expect(bob.mails.map((m) => m.subject)).toEqual(["Second"]);
    expect((await call("/dev/mailbox?to=%20")).mails).toHaveLength(4);
  });

  it("answers 400 with the reason for a recipient that is not an e-mail address", async () => {
    const bad = await thrown(call("/dev/mailbox?to=%3Cscript%3E"));
    expect(bad.status).toBe(400);
    expect(bad.value).toMatchObject({ badFilter: true, to: "<script>", message: expect.stringContaining("e-mail address") });
    expect((await thrown(call(`/dev/mailbox?to=${"a".repeat(260)}%40x.test`))).status).toBe(400);
  });

  it("C: answers 404 to a guest and to a customer who is no administrator, whatever the mail settings", async () => {
    await services.mail.enqueue({ to: "victim@vitrine.test", subject: "Reset", text: "/account/reset-password?token=secret", kind: "password_reset" });
    expect((await thrown(call("/dev/mailbox", services, ""))).status).toBe(404);
    expect((await thrown(call("/dev/mailbox", services, customer))).status).toBe(404);
    expect((await thrown(call("/dev/mailbox?to=victim%40vitrine.test", services, `${SESSION_COOKIE}=${"x".repeat(43)}`))).status).toBe(404);
  });

  it("answers 404 when a transport delivers the mails", async () => {
    const withTransport = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: { send: async () => undefined } });
    expect(withTransport.mail.hasTransport).toBe(true);
    expect((await thrown(call("/dev/mailbox", withTransport))).status).toBe(404);
  });
});
