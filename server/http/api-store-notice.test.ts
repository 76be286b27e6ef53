/**
 * I: the store notice's API. Its settings (administrators only, nonce on a change, schema-checked, seen by
 * the next page without a restart) and the dismissal call (spec call 4), which sets the banner's cookie.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { COMING_SOON_DEFAULTS } from "../../domain/store-notice/coming-soon.ts";
import { DEMO_STORE_NOTICE } from "../db/seed/settings.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, registerAccount, getAs, sendJson, signIn, startSession } from "../testing/api-visitors.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
const pageCache = createPageCache({ maxEntries: 10, maxBytes: 100_000 });

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "editor@example.com", "editor");
  await registerAccount(services, database.db, "shopper@example.com");
  // A one-route shop whose page says what the store notice says, shared through the page cache.
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }), { rootHeaders: () => ({ "cache-control": "public, max-age=0, s-maxage=10" }) });
  build.entry.module.default = (async (_request: Request, status: number, headers: Headers) => {
    const notice = await services.settings.storeNotice();
    return new Response(`<p>${notice.enabled ? notice.text : "no notice"}</p>`, {
      status,
      headers: { ...Object.fromEntries(headers), "content-type": "text/html" },
    });
  }) as typeof build.entry.module.default;
  app = await buildServer({ services, pageCache, app: { build, clientDir: "/nonexistent" } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const guest = () => startSession(app);
const loggedIn = (email: string) => signIn(app, email);
const send = (v: ApiVisitor | null, method: "PUT" | "POST", url: string, body: unknown, nonce = v?.nonce) => sendJson(app, v, method, url, body, nonce);
const get = (v: ApiVisitor | null, url: string) => getAs(app, v, url);

describe(`store notice settings on ${testDatabaseKind}`, () => {
  it("S-1-20 are off until saved; an administrator's change shows on the next page, cached or not, without a restart", async () => {
    expect(await services.settings.storeNotice()).toMatchObject({ enabled: false });
    expect((await get(null, "/")).body).toBe("<p>no notice</p>");
    expect((await get(null, "/")).headers["x-cache"]).toBe("HIT");

    const admin = await loggedIn("boss@example.com");
    const saved = await send(admin, "PUT", "/api/settings/store-notice", DEMO_STORE_NOTICE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers["cache-control"]).toBe("no-store");
    expect(saved.json()).toEqual({ settings: DEMO_STORE_NOTICE });

    const page = await get(null, "/");
    expect(page.headers["x-cache"]).toBe("MISS");
    expect(page.body).toBe(`<p>${DEMO_STORE_NOTICE.text}</p>`);
    const read = await get(admin, "/api/settings/store-notice");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ settings: DEMO_STORE_NOTICE });
  });

  it("a missing field takes its default: a PUT replaces the whole document", async () => {
    const admin = await loggedIn("boss@example.com");
    const saved = await send(admin, "PUT", "/api/settings/store-notice", { enabled: true, text: "Closed on Monday" });
    expect(saved.json()).toEqual({
      settings: { enabled: true, text: "Closed on Monday", link: null, colours: { background: "#0b5f55", text: "#ffffff" }, position: "top" },
    });
  });

  it("refuses a body that does not fit, naming the field, and keeps the notice as it was", async () => {
    const admin = await loggedIn("boss@example.com");
    await send(admin, "PUT", "/api/settings/store-notice", DEMO_STORE_NOTICE);
    for (const [body, field] of [
      [{ ...DEMO_STORE_NOTICE, link: { text: "Go", url: "javascript:alert(1)" } }, "link.url"],
      [{ ...DEMO_STORE_NOTICE, position: "middle" }, "position"],
      [{ ...DEMO_STORE_NOTICE, colours: { background: "#ffffff", text: "#eeeeee" } }, "colours.text"],
      [{ ...DEMO_STORE_NOTICE, text: "" }, "text"],
    ] as const) {
      const response = await send(admin, "PUT", "/api/settings/store-notice", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "invalid_body", fields: { [field]: expect.any(String) } } });
    }
    expect(await services.settings.storeNotice()).toEqual(DEMO_STORE_NOTICE);
  });

  it("a guest, a customer and an editor are refused (403, like every settings call), and so is a change without the nonce", async () => {
    expect((await get(null, "/api/settings/store-notice")).statusCode).toBe(403);
    expect((await send(null, "PUT", "/api/settings/store-notice", DEMO_STORE_NOTICE)).statusCode).toBe(403);
    const visitor = await guest();
    expect((await send(visitor, "PUT", "/api/settings/store-notice", DEMO_STORE_NOTICE)).statusCode).toBe(403);
    for (const email of ["shopper@example.com", "editor@example.com"]) {
      const customer = await loggedIn(email);
      const read = await get(customer, "/api/settings/store-notice");
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ error: { code: "forbidden" } });
      expect((await send(customer, "PUT", "/api/settings/store-notice", { enabled: false })).statusCode).toBe(403);
    }
    const admin = await loggedIn("boss@example.com");
    const noNonce = await send(admin, "PUT", "/api/settings/store-notice", { enabled: false }, "");
    expect(noNonce.statusCode).toBe(403);
    expect(noNonce.json()).toMatchObject({ error: { code: "invalid_nonce" } });
    expect(await services.settings.storeNotice()).toEqual(DEMO_STORE_NOTICE);
  });

  it("coming-soon mode is switched by an administrator the same way", async () => {
    const admin = await loggedIn("boss@example.com");
    expect((await get(admin, "/api/settings/coming-soon")).json()).toEqual({ settings: COMING_SOON_DEFAULTS });
    expect((await send(admin, "PUT", "/api/settings/coming-soon", { enabled: true })).json()).toEqual({ settings: { ...COMING_SOON_DEFAULTS, enabled: true } });
    expect(await services.settings.comingSoon()).toEqual({ ...COMING_SOON_DEFAULTS, enabled: true });
    expect((await send(admin, "PUT", "/api/settings/coming-soon", { enabled: "yes" })).statusCode).toBe(400);
    const editor = await loggedIn("editor@example.com");
    expect((await send(editor, "PUT", "/api/settings/coming-soon", { enabled: false })).statusCode).toBe(403);
    await send(admin, "PUT", "/api/settings/coming-soon", { enabled: false });
  });

  it("all four are in the OpenAPI document", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths["/api/settings/store-notice"] ?? {})).toEqual(expect.arrayContaining(["get", "put"]));
    expect(Object.keys(doc.paths["/api/settings/coming-soon"] ?? {})).toEqual(expect.arrayContaining(["get", "put"]));
    expect(doc.paths["/api/store-notice/dismiss"]).toHaveProperty("post");
  });
});

describe(`POST /api/store-notice/dismiss on ${testDatabaseKind}`, () => {
  it("S-3-47 S-3-48 S-4-41 sets the store notice's cookie to 'hidden' at path /, readable by the page's script", async () => {
    const visitor = await guest();
    const response = await send(visitor, "POST", "/api/store-notice/dismiss", { notice: "k3x9a" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ dismissed: "store-notice" });
    expect(response.headers["cache-control"]).toBe("no-store");
    const cookie = [response.headers["set-cookie"]].flat().find((c) => c?.startsWith("store_noticek3x9a="));
    expect(cookie).toMatch(/^store_noticek3x9a=hidden; Path=\/; SameSite=Lax; Max-Age=31536000$/);
  });

  it("S-7-12 takes the spec's coming-soon payload and sets the coming-soon cookie", async () => {
    const editor = await loggedIn("editor@example.com");
    const response = await send(editor, "POST", "/api/store-notice/dismiss", { woocommerce_meta: { coming_soon_banner_dismissed: "yes" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dismissed: "coming-soon" });
    expect(String(response.headers["set-cookie"])).toMatch(/coming_soon_banner_dismissed=yes; Path=\/;/);
  });

  it("S-7-13 is refused without the session's nonce, and a body that does not fit is refused with 400", async () => {
    const visitor = await guest();
    const noNonce = await send(visitor, "POST", "/api/store-notice/dismiss", { notice: "k3x9a" }, "");
    expect(noNonce.statusCode).toBe(403);
    expect(noNonce.headers["set-cookie"]).toBeUndefined();
    expect((await send(null, "POST", "/api/store-notice/dismiss", { notice: "k3x9a" })).statusCode).toBe(403);
    const bad = await send(visitor, "POST", "/api/store-notice/dismiss", { notice: "../x; Path=/admin" });
    expect(bad.statusCode).toBe(400);
    expect((await send(visitor, "POST", "/api/store-notice/dismiss", { woocommerce_meta: { coming_soon_banner_dismissed: "no" } })).statusCode).toBe(400);
  });
});
