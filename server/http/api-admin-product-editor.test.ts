import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { customerRoles } from "../db/schema/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, getAs, registerAccount, sendJson, signIn, TEST_PASSWORD } from "../testing/api-visitors.ts";
import { seedCatalogueFixture } from "../testing/catalogue-fixture.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { NONCE_HEADER } from "./session.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
let dataDir: string;
let admin: ApiVisitor;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogueFixture(database.db);
  dataDir = mkdtempSync(path.join(tmpdir(), "api-product-editor-"));
  services = createServices(database.db, { mediaDir: path.join(dataDir, "media"), mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "editor@example.com", "editor");
  const { customer } = await services.accounts.register(null, { email: "manager@example.com", password: TEST_PASSWORD });
  await database.db.insert(customerRoles).values({ customerId: customer.id, role: "shop_manager" });
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }));
  app = await buildServer({ services, pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }), app: { build, clientDir: "/nonexistent" } });
  await app.ready();
  admin = await signIn(app, "boss@example.com");
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (visitor: ApiVisitor | null, bytes: Buffer, type = "image/png", nonce = visitor?.nonce) =>
  app.inject({
    method: "POST",
    url: "/api/admin/media?alt=Swatch",
    headers: { "content-type": type, ...(visitor ? { cookie: visitor.cookie } : {}), ...(nonce ? { [NONCE_HEADER]: nonce } : {}) },
    payload: bytes,
  });

describe(`/api/admin/products and /api/admin/media on ${testDatabaseKind}`, () => {
  it("creates, reads and saves a product; a save from an old version answers 409 stale_version", async () => {
    const created = await sendJson(app, admin, "POST", "/api/admin/products", { type: "simple", name: "API Lamp", regularPrice: 1250, status: "publish" });
    expect(created.statusCode, created.body).toBe(201);
    const { product } = created.json<{ product: { id: number; version: number; slug: string } }>();
    expect(product).toMatchObject({ slug: "api-lamp", version: 1 });

    const read = await getAs(app, admin, `/api/admin/products/${product.id}`);
    expect(read.headers["cache-control"]).toBe("no-store");
    expect(read.json()).toMatchObject({ product: { id: product.id, regularPrice: 1250, version: 1 } });

    const manager = await signIn(app, "manager@example.com");
    const saved = await sendJson(app, manager, "PUT", `/api/admin/products/${product.id}`, {
      type: "simple",
      name: "API Lamp",
      regularPrice: 1500,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ product: { regularPrice: 1500, version: 2 } });
    const stale = await sendJson(app, admin, "PUT", `/api/admin/products/${product.id}`, { type: "simple", name: "API Lamp", regularPrice: 1, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: "stale_version", message: expect.stringContaining("manager@example.com") } });
  });

  it("refuses an invalid body with the fields named, and a missing product with 404", async () => {
    const bad = await sendJson(app, admin, "POST", "/api/admin/products", { type: "simple", name: "", regularPrice: -1, colour: "red" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(expect.arrayContaining(["name", "regularPrice"]));
    const taken = await sendJson(app, admin, "POST", "/api/admin/products", { type: "simple", name: "Dup", regularPrice: 100, sku: "LMP-001" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ error: { code: "invalid_product", fields: { sku: expect.any(String) } } });
    expect((await getAs(app, admin, "/api/admin/products/999999")).statusCode).toBe(404);
    expect((await getAs(app, admin, "/api/admin/products/abc")).statusCode).toBe(400);
  });

  it("generates the missing variations of a variable product", async () => {
    const vocabulary = await services.productEditor.vocabulary(null);
    const colour = vocabulary.attributes.find((a) => a.slug === "colour")!;
    const size = vocabulary.attributes.find((a) => a.slug === "size")!;
    const created = await sendJson(app, admin, "POST", "/api/admin/products", {
      type: "variable",
      name: "API Tee",
      attributes: [
        { attributeId: colour.id, termIds: colour.terms.map((t) => t.id), usedForVariations: true },
        { attributeId: size.id, termIds: size.terms.slice(0, 2).map((t) => t.id), usedForVariations: true },
      ],
    });
    const { product } = created.json<{ product: { id: number; version: number } }>();
    const generated = await sendJson(app, admin, "POST", `/api/admin/products/${product.id}/variations/generate`, { version: product.version });
    expect(generated.statusCode, generated.body).toBe(200);
    // A version past PostgreSQL's integer range is refused 400 with the field named, never a 500.
    for (const [method, url] of [
      ["POST", `/api/admin/products/${product.id}/variations/generate`],
      ["PUT", `/api/admin/products/${product.id}`],
    ] as const) {
      const huge = await sendJson(app, admin, method, url, { ...(method === "PUT" ? { type: "variable", name: "API Tee" } : {}), version: 2_147_483_648 });
      expect(huge.statusCode, url).toBe(400);
      expect(huge.json().error.fields, url).toHaveProperty("version");
    }
    expect(generated.json()).toMatchObject({ added: 6, product: { variations: expect.any(Array) } });
  });

  it("uploads a picture as the raw body and refuses what is not one", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2f6f9f" } })
      .png()
      .toBuffer();
    const uploaded = await upload(admin, png);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { image } = uploaded.json<{ image: { key: string; width: number } }>();
    expect(image).toMatchObject({ width: 64, height: 48, alt: "Swatch" });
    const rendition = await app.inject({ method: "GET", url: `/media/${image.key}/64.webp` });
    expect(rendition.statusCode).toBe(200);
    expect((await upload(admin, Buffer.from("not a picture"))).json()).toMatchObject({ error: { code: "invalid_image" } });
    expect((await upload(admin, png, "image/gif")).statusCode).toBe(415);
    expect((await upload(admin, png, "image/png", "")).statusCode).toBe(403);
  });

  it("refuses a guest, an editor and a change without the nonce", async () => {
    const editor = await signIn(app, "editor@example.com");
    expect((await getAs(app, editor, "/api/admin/products/1")).statusCode).toBe(403);
    expect((await sendJson(app, editor, "POST", "/api/admin/products", { type: "simple", name: "x", regularPrice: 1 })).statusCode).toBe(403);
    expect((await getAs(app, null, "/api/admin/products/1")).statusCode).toBe(401);
    expect((await sendJson(app, admin, "POST", "/api/admin/products", { type: "simple", name: "x", regularPrice: 1 }, "")).statusCode).toBe(403);
    expect((await upload(editor, Buffer.from("x"))).statusCode).toBe(403);
  });
});
