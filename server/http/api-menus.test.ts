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

const START = { name: "Main", items: [{ label: "Shop", url: "/shop" }] };

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "editor@example.com", "editor");
  await registerAccount(services, database.db, "shopper@example.com");
  await services.settingsAdmin.saveMenu(null, "primary", START);
  // A one-route shop whose page lists the primary menu, shared through the page cache.
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }), { rootHeaders: () => ({ "cache-control": "public, max-age=0, s-maxage=10" }) });
  build.entry.module.default = (async (_request: Request, status: number, headers: Headers) => {
    const labels = (await services.content.getMenu("primary")).map((item) => item.label).join(",");
    return new Response(`<nav>${labels}</nav>`, { status, headers: { ...Object.fromEntries(headers), "content-type": "text/html" } });
  }) as typeof build.entry.module.default;
  app = await buildServer({ services, pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }), app: { build, clientDir: "/nonexistent" } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const put = (visitor: ApiVisitor | null, location: string, body: unknown, nonce?: string) =>
  sendJson(app, visitor, "PUT", `/api/menus/${location}`, body, nonce ?? visitor?.nonce);
const labels = async (location: string) => (await services.content.getMenu(location)).map((item) => item.label);

describe(`/api/menus on ${testDatabaseKind}`, () => {
  it("S-1-14 an administrator replaces a menu and the storefront's reader sees it at once", async () => {
    const admin = await signIn(app, "boss@example.com");
    expect(await labels("primary")).toEqual(["Shop"]);
    const body = {
      items: [
        {
          label: "Collections",
          url: "/shop",
          mega: { width: "custom" },
          children: [{ label: "Lighting", url: "/category/lighting", children: [{ label: "Desk", url: "/category/desk-lamps" }] }],
        },
        { label: "Help", url: "/about", options: '{"dropbar": {"position": "bottom-center"}}' },
      ],
    };
    const saved = await put(admin, "primary", body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers["cache-control"]).toBe("no-store");
    expect(saved.json()).toMatchObject({
      location: "primary",
      name: "Main",
      items: [
        { label: "Collections", mega: { width: "custom" } },
        { label: "Help", options: body.items[1]!.options },
      ],
    });
    expect(await labels("primary")).toEqual(["Collections", "Help"]);

    const read = await getAs(app, admin, "/api/menus/primary");
    expect(read.headers["cache-control"]).toBe("no-store");
    expect(read.json()).toMatchObject({
      location: "primary",
      name: "Main",
      items: [{ label: "Collections", children: [{ label: "Lighting", children: [{ label: "Desk" }] }] }, { label: "Help" }],
    });
    const list = await getAs(app, admin, "/api/menus");
    expect(list.json()).toEqual({
      menus: [
        { location: "primary", name: "Main" },
        { location: "secondary", name: null },
        { location: "footer", name: null },
        { location: "mobile", name: null },
      ],
    });
    expect((await put(admin, "primary", START)).statusCode).toBe(200);
  });

  it("a saved menu shows on the next shared page: the page cache drops its copy", async () => {
    expect((await getAs(app, null, "/")).body).toBe("<nav>Shop</nav>");
    expect((await getAs(app, null, "/")).headers["x-cache"]).toBe("HIT");
    const admin = await signIn(app, "boss@example.com");
    expect((await put(admin, "primary", { items: [{ label: "Journal", url: "/journal" }] })).statusCode).toBe(200);
    const page = await getAs(app, null, "/");
    expect(page.headers["x-cache"]).toBe("MISS");
    expect(page.body).toBe("<nav>Journal</nav>");
    expect((await put(admin, "primary", START)).statusCode).toBe(200);
  });

  it("stores options that are not JSON as typed: the storefront alerts editors to them", async () => {
    const admin = await signIn(app, "boss@example.com");
    const saved = await put(admin, "secondary", { name: "Help", items: [{ label: "Broken", url: "/", options: "{popup:" }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await services.content.getMenu("secondary"))[0]!.options).toBe("{popup:");
  });

  it("refuses a script link, a fourth level, a mega menu below the top and an unknown field, naming them, and changes nothing", async () => {
    const admin = await signIn(app, "boss@example.com");
    const deep = { label: "1", url: "/", children: [{ label: "2", url: "/", children: [{ label: "3", url: "/", children: [{ label: "4", url: "/" }] }] }] };
    const cases: [unknown, string][] = [
      [{ items: [{ label: "x", url: "javascript:alert(1)" }] }, "items.0.url"],
      [{ items: [deep] }, "items.0.children.0.children.0.children.0"],
      [{ items: [{ label: "x", url: "/", children: [{ label: "y", url: "/", mega: { width: "full" } }] }] }, "items.0.children.0.mega"],
      [{ items: [{ label: "x", url: "/", mega: { width: "custom", customWidth: 5000 } }] }, "items.0.mega.customWidth"],
      [{ items: [], colour: "red" }, "_"],
    ];
    for (const [body, field] of cases) {
      const response = await put(admin, "primary", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json<{ error: { code: string; fields: Record<string, string> } }>().error;
      expect(error.code).toBe("invalid_body");
      expect(Object.keys(error.fields)).toContain(field);
    }
    expect(await labels("primary")).toEqual(["Shop"]);
  });

  it("answers 404 for a location the header cannot place", async () => {
    const admin = await signIn(app, "boss@example.com");
    expect((await getAs(app, admin, "/api/menus/sidebar")).statusCode).toBe(404);
    expect((await put(admin, "sidebar", START)).json()).toMatchObject({ error: { code: "menu_location_not_found" } });
  });

  it("an editor, a customer, a guest and a change without the nonce are refused", async () => {
    for (const email of ["editor@example.com", "shopper@example.com"]) {
      const visitor = await signIn(app, email);
      expect((await put(visitor, "primary", { items: [] })).statusCode).toBe(403);
      expect((await getAs(app, visitor, "/api/menus/primary")).statusCode).toBe(403);
      expect((await getAs(app, visitor, "/api/menus")).statusCode).toBe(403);
    }
    expect((await getAs(app, null, "/api/menus")).statusCode).toBe(403);
    const admin = await signIn(app, "boss@example.com");
    expect((await put(admin, "primary", { items: [] }, "")).json()).toMatchObject({ error: { code: "invalid_nonce" } });
    expect((await put(null, "primary", { items: [] })).statusCode).toBe(403);
    expect(await labels("primary")).toEqual(["Shop"]);
  });
});
