/**
 * I: coming-soon mode at the HTTP edge. While it is on, visitors get the coming-soon page (503,
 * Retry-After, the shop's name and the merchant's texts) for every storefront page and a refusal from the
 * catalogue's API; the login page and the sign-in API stay open; staff see the shop. The shared page
 * cache never answers a visitor a shop page while the mode is on, nor the coming-soon page after it.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, getAs, registerAccount, sendJson, signIn } from "../testing/api-visitors.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
let admin: ApiVisitor;
const pageCache = createPageCache({ maxEntries: 20, maxBytes: 200_000 });
const SHARED = () => ({ "cache-control": "public, max-age=0, s-maxage=60" });

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "editor@example.com", "editor");
  await registerAccount(services, database.db, "shopper@example.com");
  // A shop whose every page says which page it is, shared through the page cache like the real one.
  const build = oneRouteBuild((request, status, headers) => new Response(`<p>shop page ${new URL(request.url).pathname}</p>`, { status, headers }), {
    rootHeaders: SHARED,
    children: [
      { id: "shop", path: "shop", headers: SHARED },
      { id: "login", path: "account/login", headers: SHARED },
      { id: "lost", path: "account/lost-password" },
      { id: "reset", path: "account/reset-password" },
    ],
  });
  app = await buildServer({ services, pageCache, app: { build, clientDir: "/nonexistent" } });
  await app.ready();
  admin = await signIn(app, "boss@example.com");
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const switchComingSoon = async (body: Record<string, unknown>) => {
  const response = await sendJson(app, admin, "PUT", "/api/settings/coming-soon", body);
  expect(response.statusCode, response.body).toBe(200);
};

describe(`coming-soon mode over HTTP on ${testDatabaseKind}`, () => {
  it("visitors get the coming-soon page and staff the shop; the login page and sign-in stay open; switched off, the shop is back", async () => {
    // Off: the page is shared through the cache.
    expect((await getAs(app, null, "/shop")).body).toBe("<p>shop page /shop</p>");
    expect((await getAs(app, null, "/shop")).headers["x-cache"]).toBe("HIT");

    await switchComingSoon({ enabled: true, heading: "Opening in May", message: "Our spring <collection> is on its way." });
    try {
      for (const path of ["/", "/shop", "/shop.data", "/product/anything"]) {
        const page = await getAs(app, null, path);
        expect(page.statusCode, path).toBe(503);
        expect(page.headers["retry-after"]).toBe("3600");
        expect(page.headers["cache-control"]).toBe("no-store");
        // Never the copy cached before the mode was switched on.
        expect(page.headers["x-cache"]).toBeUndefined();
        expect(page.body).not.toContain("shop page");
      }
      const page = await getAs(app, null, "/shop");
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("<h1>Opening in May</h1>");
      expect(page.body).toContain("Our spring &lt;collection&gt; is on its way.");
      expect(page.body).toContain("Vitrine");
      expect(page.body).toContain('href="/account/login"');
      expect(page.body).not.toContain("<script");
      expect(page.headers["content-security-policy"]).toContain("default-src 'none'");

      // The catalogue's API is closed too, with the API's error shape.
      const products = await getAs(app, null, "/api/products");
      expect(products.statusCode).toBe(503);
      expect(products.json()).toMatchObject({ error: { code: "coming_soon" } });
      expect(products.headers["retry-after"]).toBe("3600");

      // A signed-in customer is a visitor too.
      const shopper = await signIn(app, "shopper@example.com");
      expect((await getAs(app, shopper, "/shop")).statusCode).toBe(503);

      // The login page answers (a visitor may sign in), and so does the sign-in API: staff get in.
      const login = await getAs(app, null, "/account/login");
      expect(login.statusCode).toBe(200);
      expect(login.body).toBe("<p>shop page /account/login</p>");
      // The password-reset pages and the health check stay open too.
      for (const path of ["/account/lost-password", "/account/reset-password?token=x", "/api/health"]) {
        expect((await getAs(app, null, path)).statusCode, path).toBe(200);
      }
      const head = await app.inject({ method: "HEAD", url: "/shop" });
      expect(head.statusCode).toBe(503);
      expect(head.body).toBe("");
      const editor = await signIn(app, "editor@example.com");
      for (const staff of [admin, editor]) {
        const seen = await getAs(app, staff, "/shop");
        expect(seen.statusCode).toBe(200);
        expect(seen.body).toBe("<p>shop page /shop</p>");
        expect(seen.headers["cache-control"]).toBe("private, no-store");
      }
      expect((await getAs(app, admin, "/api/settings/coming-soon")).json()).toEqual({
        settings: { enabled: true, heading: "Opening in May", message: "Our spring <collection> is on its way." },
      });
    } finally {
      // Only the switch: the texts stay for next time.
      await switchComingSoon({ enabled: false });
    }

    const back = await getAs(app, null, "/shop");
    expect(back.statusCode).toBe(200);
    expect(back.body).toBe("<p>shop page /shop</p>");
    expect(back.headers["x-cache"]).toBe("MISS");
    expect((await getAs(app, null, "/shop")).headers["x-cache"]).toBe("HIT");
    expect((await services.settings.comingSoon()).heading).toBe("Opening in May");
  });

  it("a save with an empty heading is refused with the field's problem", async () => {
    const response = await sendJson(app, admin, "PUT", "/api/settings/coming-soon", { enabled: true, heading: " " });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("heading");
    expect((await services.settings.comingSoon()).enabled).toBe(false);
  });
});
