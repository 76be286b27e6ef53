import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { customerRoles } from "../db/schema/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { getAs, registerAccount, sendJson, signIn, TEST_PASSWORD } from "../testing/api-visitors.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  const { customer } = await services.accounts.register(null, { email: "manager@example.com", password: TEST_PASSWORD });
  await database.db.insert(customerRoles).values({ customerId: customer.id, role: "shop_manager" });
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }));
  app = await buildServer({ services, pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }), app: { build, clientDir: "/nonexistent" } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`/api/admin settings, audit and mail on ${testDatabaseKind}`, () => {
  it("reads any settings group and refuses an unknown one with 404", async () => {
    const admin = await signIn(app, "boss@example.com");
    const store = await getAs(app, admin, "/api/admin/settings/store");
    expect(store.statusCode, store.body).toBe(200);
    expect(store.headers["cache-control"]).toBe("no-store");
    expect(store.json()).toMatchObject({ group: "store", settings: { name: "Vitrine" } });
    expect((await getAs(app, admin, "/api/admin/settings/shipping")).json().settings.zones.length).toBeGreaterThan(0);
    expect((await getAs(app, admin, "/api/admin/settings/1")).statusCode).toBe(404);
  });

  it("saves the store and e-mail documents with an audit entry; refuses bad input with the fields named", async () => {
    const admin = await signIn(app, "boss@example.com");
    const store = (await getAs(app, admin, "/api/admin/settings/store")).json().settings;
    const saved = await sendJson(app, admin, "PUT", "/api/admin/settings/store", { ...store, name: "Vitrine Cork" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.name).toBe("Vitrine Cork");

    const emails = (await getAs(app, admin, "/api/admin/settings/emails")).json().settings;
    expect((await sendJson(app, admin, "PUT", "/api/admin/settings/emails", { ...emails, senderName: "Vitrine Cork" })).statusCode).toBe(200);

    const bad = await sendJson(app, admin, "PUT", "/api/admin/settings/store", { ...store, email: "not an address", extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(["email"]));

    const log = await getAs(app, admin, "/api/admin/audit?entity=settings");
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().entries.map((entry: { entityId: string }) => entry.entityId)).toEqual(["emails", "store"]);
    expect(log.json().entries[1].changes.name).toEqual({ before: "Vitrine", after: "Vitrine Cork" });
  });

  it("pages the audit log with the `next` cursor and refuses a bad filter", async () => {
    const admin = await signIn(app, "boss@example.com");
    const first = (await getAs(app, admin, "/api/admin/audit?limit=1")).json();
    expect(first.entries).toHaveLength(1);
    expect(first.next).toEqual(expect.any(String));
    const second = (await getAs(app, admin, `/api/admin/audit?limit=1&after=${encodeURIComponent(first.next)}`)).json();
    expect(second.entries[0].id).not.toBe(first.entries[0].id);
    expect(second.next).toBeNull();
    expect((await getAs(app, admin, "/api/admin/audit?from=yesterday")).statusCode).toBe(400);
    expect((await getAs(app, admin, "/api/admin/audit?limit=100000")).statusCode).toBe(400);
  });

  it("lists the mail outbox, filtered by recipient", async () => {
    const admin = await signIn(app, "boss@example.com");
    await services.mail.enqueue({ to: "ada@example.com", subject: "Hello Ada", text: "hi", kind: "test" });
    await services.mail.enqueue({ to: "bob@example.com", subject: "Hello Bob", text: "hi", kind: "test" });
    const ada = await getAs(app, admin, "/api/admin/mail?to=ada%40example.com");
    expect(ada.statusCode, ada.body).toBe(200);
    expect(ada.json().mails.map((mail: { subject: string; state: string }) => [mail.subject, mail.state])).toEqual([["Hello Ada", "pending"]]);
    expect((await getAs(app, admin, "/api/admin/mail?to=nope")).statusCode).toBe(400);
  });

  it("C: refuses a shop manager everywhere here, and a save without the nonce", async () => {
    const manager = await signIn(app, "manager@example.com");
    for (const url of ["/api/admin/settings/store", "/api/admin/audit", "/api/admin/mail"]) expect((await getAs(app, manager, url)).statusCode, url).toBe(403);
    const admin = await signIn(app, "boss@example.com");
    const store = (await getAs(app, admin, "/api/admin/settings/store")).json().settings;
    expect((await sendJson(app, admin, "PUT", "/api/admin/settings/store", store, "")).statusCode).toBe(403);
  });

  it("publishes its schemas in the OpenAPI document", async () => {
    const openapi = await getAs(app, null, "/api/openapi.json");
    expect(openapi.statusCode).toBe(200);
    expect(Object.keys(openapi.json().paths)).toEqual(expect.arrayContaining(["/api/admin/settings/store", "/api/admin/audit", "/api/admin/mail"]));
  });
});
