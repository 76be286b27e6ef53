import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PALETTE_SETTINGS_DEFAULTS } from "../../domain/palette/palette-settings.ts";
import type { Database } from "../db/connect.ts";
import { settings } from "../db/schema/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, registerAccount, sendJson, signIn, startSession } from "../testing/api-visitors.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
let pageCache: PageCache;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "shopper@example.com");
  pageCache = createPageCache({ maxEntries: 10, maxBytes: 1_000_000 });
  app = await buildServer({ services, pageCache });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const guest = () => startSession(app);
const loggedIn = (email: string) => signIn(app, email);
const send = (v: ApiVisitor | null, url: string, body: unknown, method: "PUT" | "POST" = "PUT") => sendJson(app, v, method, url, body);

describe(`the palette settings service on ${testDatabaseKind}`, () => {
  it("S-3-42 reads the demo palettes without a row, and a stored row that does not fit token by token", async () => {
    expect(await services.settings.palette()).toEqual(PALETTE_SETTINGS_DEFAULTS);
    await database.db.insert(settings).values({ key: "palette", value: { forceReload: true, palettes: { switched: { bg: "#000000", text: "nope" } } } });
    services.settings.invalidate();
    const read = await services.settings.palette();
    expect(read.forceReload).toBe(true);
    expect(read.palettes.switched.bg).toBe("#000000");
    expect(read.palettes.switched.text).toBe(PALETTE_SETTINGS_DEFAULTS.palettes.switched.text);
    await services.settingsAdmin.save(null, "palettes", { forceReload: false, palettes: { switched: { bg: PALETTE_SETTINGS_DEFAULTS.palettes.switched.bg } } });
    expect(await services.settings.palette()).toEqual(PALETTE_SETTINGS_DEFAULTS);
  });

  it("a save refuses a value that does not fit and keeps the stored settings", async () => {
    await expect(services.settingsAdmin.save(null, "palettes", { defaultMode: "sepia" })).rejects.toThrow();
    expect((await services.settings.palette()).defaultMode).toBe("light");
  });
});

describe(`GET and PUT /api/settings/palette on ${testDatabaseKind}`, () => {
  it("an admin changes the mode and one token; the storefront's reader sees it at once and cached pages are dropped", async () => {
    const admin = await loggedIn("boss@example.com");
    pageCache.set("/shop", { status: 200, headers: [], body: Buffer.from("<html></html>"), maxAgeMs: 10_000 });
    expect(pageCache.size).toBe(1);
    const saved = await send(admin, "/api/settings/palette", { defaultMode: "system", palettes: { switched: { accent: "#66ccbb" } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers["cache-control"]).toBe("no-store");
    expect(saved.json()).toMatchObject({
      settings: { defaultMode: "system", isDarkPalette: true, palettes: { switched: { accent: "#66ccbb", bg: "#121416" } } },
    });
    expect((await services.settings.palette()).defaultMode).toBe("system");
    expect(pageCache.size).toBe(0);

    const read = await app.inject({ method: "GET", url: "/api/settings/palette", headers: { cookie: admin.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
    expect(read.json()).toEqual({ settings: await services.settings.palette() });

    const back = await send(admin, "/api/settings/palette", { defaultMode: "light", palettes: { switched: { accent: "#5fcfbd" } } });
    expect(back.json()).toEqual({ settings: PALETTE_SETTINGS_DEFAULTS });
  });

  it("refuses a body that does not fit with the field named (400)", async () => {
    const admin = await loggedIn("boss@example.com");
    const mode = await send(admin, "/api/settings/palette", { defaultMode: "sepia" });
    expect(mode.statusCode).toBe(400);
    expect(mode.json()).toMatchObject({ error: { code: "invalid_body", fields: { defaultMode: expect.any(String) } } });
    const colour = await send(admin, "/api/settings/palette", { palettes: { default: { bg: "red;}</style>" } } });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toMatchObject({ error: { code: "invalid_body", fields: { "palettes.default.bg": expect.any(String) } } });
    expect((await send(admin, "/api/settings/palette", { colour: "red" })).statusCode).toBe(400);
    expect((await send(admin, "/api/settings/palette", [])).statusCode).toBe(400);
    expect(await services.settings.palette()).toEqual(PALETTE_SETTINGS_DEFAULTS);
  });

  it("a customer without the admin role, a guest and a call without the nonce are refused", async () => {
    const shopper = await loggedIn("shopper@example.com");
    const forbidden = await send(shopper, "/api/settings/palette", { forceReload: true });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: { code: "forbidden" } });
    expect((await app.inject({ method: "GET", url: "/api/settings/palette", headers: { cookie: shopper.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/settings/palette" })).statusCode).toBe(403);
    expect((await send(await guest(), "/api/settings/palette", { forceReload: true })).statusCode).toBe(403);
    const admin = await loggedIn("boss@example.com");
    const noNonce = await app.inject({
      method: "PUT",
      url: "/api/settings/palette",
      headers: { "content-type": "application/json", cookie: admin.cookie },
      payload: JSON.stringify({ forceReload: true }),
    });
    expect(noNonce.statusCode).toBe(403);
    expect(noNonce.json()).toMatchObject({ error: { code: "invalid_nonce" } });
    expect((await services.settings.palette()).forceReload).toBe(false);
  });

  it("is in the OpenAPI document with its body schema", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths["/api/settings/palette"] ?? {}).sort()).toEqual(["get", "put"]);
    expect(JSON.stringify(doc.paths["/api/settings/palette"]!.put)).toContain("isDarkPalette");
  });
});
