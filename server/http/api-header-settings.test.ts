import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HEADER_SETTINGS, HEADER_SETTINGS_KEY } from "../../domain/shell/header-settings.ts";
import type { Database } from "../db/connect.ts";
import { settings } from "../db/schema/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { createSettingsService } from "../services/settings/index.ts";
import { type ApiVisitor, registerAccount, sendJson, signIn } from "../testing/api-visitors.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "shopper@example.com");
  app = await buildServer({ services });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const loggedIn = (email: string) => signIn(app, email);
const send = (v: ApiVisitor | null, method: "PUT" | "POST", url: string, body: unknown) => sendJson(app, v, method, url, body);

describe(`/api/settings/header on ${testDatabaseKind}`, () => {
  it("S-2-29 S-2-30 S-2-31 an administrator switches the search style; the storefront's reader sees it at once", async () => {
    const admin = await loggedIn("boss@example.com");
    expect((await services.settings.header()).searchStyle).toBe("inline");
    for (const searchStyle of ["header-cover", "slide", "full-screen", "inline"] as const) {
      const saved = await send(admin, "PUT", "/api/settings/header", { searchStyle });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.headers["cache-control"]).toBe("no-store");
      expect(saved.json()).toEqual({ settings: { ...DEFAULT_HEADER_SETTINGS, searchStyle, mobileMenuStyle: "dropdown" } });
      expect((await services.settings.header()).searchStyle).toBe(searchStyle);
    }
    const read = await app.inject({ method: "GET", url: "/api/settings/header", headers: { cookie: admin.cookie } });
    expect(read.json()).toEqual({ settings: { ...DEFAULT_HEADER_SETTINGS, searchStyle: "inline", mobileMenuStyle: "dropdown" } });
    const menu = await send(admin, "PUT", "/api/settings/header", { mobileMenuStyle: "full-width" });
    expect(menu.json()).toEqual({ settings: { ...DEFAULT_HEADER_SETTINGS, searchStyle: "inline", mobileMenuStyle: "full-width" } });
    await send(admin, "PUT", "/api/settings/header", { mobileMenuStyle: "dropdown" });
  });

  it("refuses a style it does not know and an unknown field, naming them, and keeps what was stored", async () => {
    const admin = await loggedIn("boss@example.com");
    const response = await send(admin, "PUT", "/api/settings/header", { searchStyle: "popup", colour: "red" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "invalid_body" } });
    expect((await services.settings.header()).searchStyle).toBe("inline");
  });

  it("a customer, a guest and a change without the nonce are refused", async () => {
    const shopper = await loggedIn("shopper@example.com");
    expect((await send(shopper, "PUT", "/api/settings/header", { searchStyle: "slide" })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/settings/header", headers: { cookie: shopper.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/settings/header" })).statusCode).toBe(403);
    expect((await send(null, "PUT", "/api/settings/header", { searchStyle: "slide" })).json()).toMatchObject({ error: { code: "invalid_nonce" } });
    expect((await services.settings.header()).searchStyle).toBe("inline");
  });

  it("a stored document that does not fit is logged once and its fields fall back to their defaults", async () => {
    await database.db
      .insert(settings)
      .values({ key: HEADER_SETTINGS_KEY, value: { searchStyle: "sideways" } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { searchStyle: "sideways" } } });
    const warnings: string[] = [];
    const reader = createSettingsService(database.db, { warn: (message) => warnings.push(message) });
    expect(await reader.header()).toEqual(DEFAULT_HEADER_SETTINGS);
    expect(await reader.header()).toEqual(DEFAULT_HEADER_SETTINGS);
    expect(warnings).toEqual([expect.stringContaining('settings "header": searchStyle')]);
  });
});
