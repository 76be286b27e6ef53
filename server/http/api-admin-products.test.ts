import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, getAs, registerAccount, sendJson, signIn } from "../testing/api-visitors.ts";
import { seedCatalogueFixture } from "../testing/catalogue-fixture.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
let ids: Map<string, number>;
let admin: ApiVisitor;
let editor: ApiVisitor;
const noop = { changed: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "editor@example.com", "editor");
  app = await buildServer({
    services,
    pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }),
    app: { build: oneRouteBuild(() => new Response("unused")), clientDir: "/nonexistent" },
  });
  await app.ready();
  admin = await signIn(app, "boss@example.com");
  editor = await signIn(app, "editor@example.com");
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`/api/admin/products on ${testDatabaseKind}`, () => {
  it("lists with filters, sort and page, never cached", async () => {
    const response = await getAs(app, admin, "/api/admin/products?category=lamps&sort=name&dir=desc&perPage=2");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toMatchObject({ total: 3, capped: false, page: 1, perPage: 2, rows: [{ name: "Red Lamp" }, { name: "Draft Lamp" }] });
  });

  it("pages on from the `next` it answered, and refuses a cursor of another sort", async () => {
    const first = (await getAs(app, admin, "/api/admin/products?category=lamps&sort=name&dir=desc&perPage=2")).json<{ next: string; previous: null }>();
    expect(first.previous).toBeNull();
    const second = await getAs(app, admin, `/api/admin/products?category=lamps&sort=name&dir=desc&perPage=2&page=2&after=${encodeURIComponent(first.next)}`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ page: 2, next: null, rows: [{ name: "Blue Lamp" }] });
    expect((await getAs(app, admin, `/api/admin/products?sort=price&after=${encodeURIComponent(first.next)}`)).statusCode).toBe(400);
  });

  it("refuses a bad query, a guest and an editor", async () => {
    expect((await getAs(app, admin, "/api/admin/products?sort=colour")).statusCode).toBe(400);
    expect((await getAs(app, admin, "/api/admin/products?unknown=1")).statusCode).toBe(400);
    expect((await getAs(app, null, "/api/admin/products")).statusCode).toBe(401);
    expect((await getAs(app, editor, "/api/admin/products")).statusCode).toBe(403);
    expect((await sendJson(app, editor, "POST", "/api/admin/products/bulk-jobs", {})).statusCode).toBe(403);
    expect((await sendJson(app, admin, "POST", "/api/admin/products/bulk-jobs", {}, "wrong")).statusCode).toBe(403);
  });

  it("previews a bulk action, queues it, and reports it when the worker has run", async () => {
    const body = { action: { kind: "price", mode: "fixed", direction: "up", amount: 100 }, target: { ids: [ids.get("kettle")!, ids.get("variable-tee")!] } };
    const preview = await sendJson(app, admin, "POST", "/api/admin/products/bulk-jobs/preview", body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      targets: 2,
      changes: 1,
      skips: 1,
      sample: [{ name: "Kettle", before: { regularPrice: 4000 }, after: { regularPrice: 4100 } }],
    });

    const created = await sendJson(app, admin, "POST", "/api/admin/products/bulk-jobs", body);
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<{ id: number; status: string }>();
    expect(job).toMatchObject({ status: "queued", total: 2, summary: { scope: "2 ticked products", by: "boss@example.com" } });
    await services.adminProducts.runPending(noop);
    const read = await getAs(app, admin, `/api/admin/products/bulk-jobs/${job.id}`);
    expect(read.json()).toMatchObject({ status: "done", done: 2, report: { changed: 1, skipped: 1 } });
  });

  it("answers field errors for a bad bulk body and 404 for a missing job", async () => {
    const bad = await sendJson(app, admin, "POST", "/api/admin/products/bulk-jobs", {
      action: { kind: "price", mode: "percent", direction: "up", amount: 5000 },
      target: { ids: [1] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: "invalid_body" } });
    const none = await sendJson(app, admin, "POST", "/api/admin/products/bulk-jobs/preview", {
      action: { kind: "publish" },
      target: { filter: { q: "nothing-matches-this" } },
    });
    expect(none.statusCode).toBe(400);
    expect((await getAs(app, admin, "/api/admin/products/bulk-jobs/999999")).statusCode).toBe(404);
  });

  it("imports a CSV file as a job, or refuses a file with no importable row", async () => {
    const created = await sendJson(app, admin, "POST", "/api/admin/products/imports", { csv: "name,regular_price,sku\nApi Lamp,9.90,API-1\nBad,x," });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: "product-import", status: "queued", total: 1, report: { preview: { valid: 1, refusedCount: 1 } } });
    await services.adminProducts.runPending(noop);
    expect((await getAs(app, admin, "/api/admin/products?q=API-1")).json()).toMatchObject({ rows: [{ name: "Api Lamp", priceMin: 990 }] });
    const refused = await sendJson(app, admin, "POST", "/api/admin/products/imports", { csv: "name,regular_price\nBad,x" });
    expect(refused.statusCode).toBe(400);
  });
});
