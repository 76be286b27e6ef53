import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { customerRoles } from "../db/schema/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";
import { NONCE_HEADER } from "./session.ts";

const PASSWORD = "correct horse battery";
let database: Database;
let services: Services;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  const admin = await services.accounts.register(null, { email: "boss@example.com", password: PASSWORD });
  await database.db.insert(customerRoles).values({ customerId: admin.customer.id, role: "admin" });
  await services.accounts.register(null, { email: "shopper@example.com", password: PASSWORD });
  app = await buildServer({ services });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Visitor = { cookie: string; nonce: string };

async function loggedIn(email: string): Promise<Visitor> {
  const first = await app.inject({ method: "POST", url: "/api/nonce" });
  const guest = { cookie: String(first.headers["set-cookie"]).split(";")[0]!, nonce: first.json<{ nonce: string }>().nonce };
  const login = await put(guest, "/api/auth/login", { email, password: PASSWORD }, "POST");
  expect(login.statusCode, login.body).toBe(200);
  return { cookie: String(login.headers["set-cookie"]).split(";")[0]!, nonce: login.json<{ nonce: string }>().nonce };
}

function put(v: Visitor | null, url: string, body: unknown, method: "PUT" | "POST" = "PUT"): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { "content-type": "application/json", ...(v ? { cookie: v.cookie, [NONCE_HEADER]: v.nonce } : {}) }, payload: JSON.stringify(body) });
}

describe(`PUT /api/settings/checkout on ${testDatabaseKind}`, () => {
  it("S-2-5 S-3-38 an admin switches the layout and wording; the page's reader sees it at once", async () => {
    const admin = await loggedIn("boss@example.com");
    expect((await services.settings.checkout()).layout).toBe("classic");
    const saved = await put(admin, "/api/settings/checkout", { layout: "modern", order_review_toggle_texts: { toggle_show_text: "Open summary" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers["cache-control"]).toBe("no-store");
    expect(saved.json()).toMatchObject({ settings: { layout: "modern", order_review_toggle_texts: { toggle_show_text: "Open summary", toggle_hide_text: "Hide order summary" } } });
    const read = await services.settings.checkout();
    expect(read.layout).toBe("modern");
    expect(read.order_review_toggle_texts.toggle_show_text).toBe("Open summary");

    const back = await put(admin, "/api/settings/checkout", { layout: "classic" });
    expect(back.json()).toMatchObject({ settings: { layout: "classic", order_review_toggle_texts: { toggle_show_text: "Open summary" } } });
    expect((await services.settings.checkout()).layout).toBe("classic");
  });

  it("refuses a body that does not fit with the field named", async () => {
    const admin = await loggedIn("boss@example.com");
    const response = await put(admin, "/api/settings/checkout", { layout: "sideways", colour: "red" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "invalid_body", fields: { layout: expect.any(String) } } });
  });

  it("a customer without the admin role, a guest and a call without the nonce are refused", async () => {
    const shopper = await loggedIn("shopper@example.com");
    const forbidden = await put(shopper, "/api/settings/checkout", { layout: "modern" });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: { code: "forbidden" } });
    const first = await app.inject({ method: "POST", url: "/api/nonce" });
    const guest = { cookie: String(first.headers["set-cookie"]).split(";")[0]!, nonce: first.json<{ nonce: string }>().nonce };
    expect((await put(guest, "/api/settings/checkout", { layout: "modern" })).statusCode).toBe(403);
    expect((await put(null, "/api/settings/checkout", { layout: "modern" })).json()).toMatchObject({ error: { code: "invalid_nonce" } });
    expect((await services.settings.checkout()).layout).toBe("classic");
  });
});
