/**
 * The older settings and menu endpoints (/api/settings/*, /api/menus/:location) save through the same
 * settings-admin service as the admin's pages and /api/admin: every change leaves an audit entry with who
 * made it, which document, and the fields before and after.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, registerAccount, sendJson, signIn } from "../testing/api-visitors.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
let admin: ApiVisitor;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  app = await buildServer({ services, pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }) });
  await app.ready();
  admin = await signIn(app, "boss@example.com");
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The newest audit entry about the settings document or menu `entityId`. */
async function latestEntry(entity: "settings" | "menu", entityId: string) {
  const [entry] = await services.audit.list({ entity, entityId });
  return entry;
}

async function putAsAdmin(url: string, body: unknown) {
  const response = await sendJson(app, admin, "PUT", url, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ settings?: Record<string, unknown> }>();
}

describe(`older settings endpoints record audit entries on ${testDatabaseKind}`, () => {
  it.each([
    { url: "/api/settings/checkout", key: "checkout", body: { layout: "modern" }, field: "layout", after: "modern" },
    { url: "/api/settings/palette", key: "palette", body: { defaultMode: "system" }, field: "defaultMode", after: "system" },
    { url: "/api/settings/header", key: "header", body: { siteLayout: "boxed" }, field: "siteLayout", after: "boxed" },
    { url: "/api/settings/coming-soon", key: "coming_soon", body: { enabled: true }, field: "enabled", after: true },
    {
      url: "/api/settings/store-notice",
      key: "store_notice",
      body: { enabled: true, text: "Free delivery this week" },
      field: "text",
      after: "Free delivery this week",
    },
  ])("PUT $url records settings.update on $key by the administrator", async ({ url, key, body, field, after }) => {
    await putAsAdmin(url, body);
    const entry = await latestEntry("settings", key);
    expect(entry).toMatchObject({ action: "settings.update", entity: "settings", entityId: key, actorEmail: "boss@example.com" });
    expect(entry!.actorId).toEqual(expect.any(Number));
    expect(entry!.changes[field]).toEqual({ before: expect.anything(), after });
    expect(entry!.changes[field]!.before).not.toEqual(after);
  });

  it.each(["shipping", "tax", "payments"] as const)("PUT /api/settings/%s records the replaced document's changed fields", async (part) => {
    const current = await services.settingsAdmin.read(part);
    const changed =
      part === "tax"
        ? { ...current, pricesIncludeTax: !current.pricesIncludeTax }
        : part === "payments"
          ? { ...current, cheque: { ...(current.cheque as object), enabled: false } }
          : { ...current, zones: (current.zones as object[]).slice(0, 1) };
    await putAsAdmin(`/api/settings/${part}`, changed);
    const entry = await latestEntry("settings", part);
    expect(entry).toMatchObject({ action: "settings.update", entityId: part, actorEmail: "boss@example.com" });
    expect(Object.keys(entry!.changes).length).toBeGreaterThan(0);
  });

  it("PUT /api/menus/:location records menu.update with the items before and after", async () => {
    await sendJson(app, admin, "PUT", "/api/menus/footer", { name: "Footer", items: [{ label: "About", url: "/about" }] });
    const saved = await sendJson(app, admin, "PUT", "/api/menus/footer", { items: [{ label: "Cart", url: "/cart" }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ location: "footer", name: "Footer", items: [{ label: "Cart", url: "/cart" }] });
    const entry = await latestEntry("menu", "footer");
    expect(entry).toMatchObject({ action: "menu.update", entity: "menu", actorEmail: "boss@example.com" });
    expect(entry!.changes.items).toEqual({ before: ["About → /about"], after: ["Cart → /cart"] });
  });

  it("a refused change records nothing", async () => {
    const before = (await services.audit.list({ entity: "settings", entityId: "checkout" })).length;
    expect((await sendJson(app, admin, "PUT", "/api/settings/checkout", { layout: "sideways" })).statusCode).toBe(400);
    expect((await sendJson(app, admin, "PUT", "/api/settings/checkout", { layout: "classic" }, "")).statusCode).toBe(403);
    expect(await services.audit.list({ entity: "settings", entityId: "checkout" })).toHaveLength(before);
  });
});
