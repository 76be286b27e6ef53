/** The dev mailbox loader, called as React Router calls it, through the real mail service on a fresh database. */
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect.ts";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../server/testing/test-database.ts";
import { loader } from "./dev-mailbox.tsx";

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
});
afterAll(async () => database?.close());

const call = (path: string, s: Services = services) =>
  loader({ request: new Request(`http://shop.test${path}`), context: { services: s } as AppLoadContext, params: {} } as never);

/** The status and value a thrown `data(…)` carries. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; value: unknown }> {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { data: unknown; init?: ResponseInit | null } | null;
  if (!error) throw new Error("the loader did not throw");
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

  it("answers 404 when a transport delivers the mails", async () => {
    const withTransport = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: { send: async () => undefined } });
    expect(withTransport.mail.hasTransport).toBe(true);
    expect((await thrown(call("/dev/mailbox", withTransport))).status).toBe(404);
  });
});
