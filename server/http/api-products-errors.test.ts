import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createServices } from "../services/index.ts";
import { seedCatalogueFixture } from "../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";

let database: Database;
let mediaDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogueFixture(database.db);
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-api-errors-"));
  app = await buildServer({ services: createServices(database.db, { mediaDir }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

describe(`GET /api/products with bad parameters (${testDatabaseKind})`, () => {
  it.each([
    ["page=-1", "page"],
    ["page=0", "page"],
    ["page=1e999", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["page=99999999999999999999", "page"],
    ["perPage=0", "perPage"],
    ["perPage=49", "perPage"],
    ["sort=bogus", "sort"],
    ["minPrice=abc", "minPrice"],
    ["minPrice=-5", "minPrice"],
    ["maxPrice=-5", "maxPrice"],
    ["maxPrice=1e3", "maxPrice"],
    ["maxPrice=10000000.01", "maxPrice"],
    ["minPrice=50&maxPrice=10", "maxPrice"],
    ["page=1&page=2", "page"],
    ["sort=price&sort=price", "sort"],
    ["q=lamp&q=shade", "q"],
    ["e-filter-shop-colour=red&e-filter-shop-colour=blue", "e-filter-shop-colour"],
    [`q=${"a".repeat(201)}`, "q"],
    [`q=${"lamp%20".repeat(5000)}`, "q"],
    ["category=Lamps", "category"],
    ["category=..%2Fetc", "category"],
    ["e-filter-shop-fabric=silk", "e-filter-shop-fabric"],
    ["e-filter-shop-Colour=red", "e-filter-shop-Colour"],
    ["e-filter-shop-=red", "e-filter-shop-"],
    ["e-filter-shop-colour=red~blue%2Bgreen", "e-filter-shop-colour"],
    ["e-filter-shop-colour=!", "e-filter-shop-colour"],
    ["e-filter-shop-colour=red~~blue", "e-filter-shop-colour"],
    ["e-filter-shop-colour=Red", "e-filter-shop-colour"],
    [`e-filter-shop-colour=${Array.from({ length: 51 }, (_, i) => `t${i}`).join("~")}`, "e-filter-shop-colour"],
  ])("%s answers 400 invalid_query naming %s", async (query, field) => {
    const response = await get(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBeUndefined();
    const body = response.json();
    expect(body).toEqual({ error: { code: "invalid_query", message: "The query string is not valid.", fields: expect.any(Object) } });
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.fields[field]).toEqual(expect.stringMatching(/^\S+ .+/));
  });

  // The input-text rule applies to every query string before any route reads it (E).
  it.each(["sort=price%00", "q=lamp%00", "q=%00", "category=lamps%00", "e-filter-shop-colour=red%00", "q=%01", "q=%EF%BF%BF", "q=%ED%A0%80"])(
    "%s answers 400 bad_url",
    async (query) => {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: "bad_url", message: expect.any(String) } });
    },
  );

  it("names every bad parameter in one answer", async () => {
    const response = await get("/api/products?page=0&sort=x&minPrice=abc&page=2");
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(["minPrice", "page", "sort"]);
  });

  it("ignores unknown parameters and empty values, as the /shop page does", async () => {
    const response = await get("/api/products?utm_source=news&page=&sort=&e-filter-shop-colour=&_=123");
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(7);
  });

  it("accepts a known attribute with an unknown term (an old link), answering what the term filter selects", async () => {
    expect((await get("/api/products?e-filter-shop-colour=purple")).json().total).toBe(0);
    expect((await get("/api/products?e-filter-shop-colour=!purple")).json().total).toBe(7);
  });

  it("answers JSON 404 for unknown paths and methods under /api", async () => {
    for (const [method, url] of [
      ["GET", "/api/nothing"],
      ["POST", "/api/products"],
      ["DELETE", "/api/products/red-lamp"],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });

  it("never answers 5xx, whatever the query string (property)", async () => {
    const keys = [
      "page",
      "perPage",
      "sort",
      "q",
      "category",
      "minPrice",
      "maxPrice",
      "e-filter-shop-colour",
      "e-filter-shop-size",
      "e-filter-shop-x",
      "e-filter-shop-",
      "e-page-shop",
      "x",
    ];
    const tokens = [
      "red",
      "blue",
      "s",
      "~",
      "+",
      "!",
      "%2B",
      "%00",
      "%",
      "%ZZ",
      "%E0%A4%A",
      "%F0%9F%92%A9",
      "-",
      "1",
      "0",
      "9999999999",
      "1e9",
      ".",
      "..",
      "'",
      '"',
      ";",
      "&",
      "=",
      "lamp",
      " ",
      "%20",
      "*",
      "\\",
      "price-desc",
    ];
    const structured = fc
      .array(
        fc.tuple(
          fc.constantFrom(...keys),
          fc.oneof(fc.string({ unit: "binary", maxLength: 30 }), fc.integer().map(String), fc.constantFrom("red~blue", "red+blue", "!red", "lamp")),
        ),
        { maxLength: 6 },
      )
      .map((pairs) => new URLSearchParams(pairs).toString());
    const raw = fc.array(fc.constantFrom(...tokens, ...keys), { maxLength: 12 }).map((parts) => parts.join(""));
    await fc.assert(
      fc.asyncProperty(fc.oneof(structured, raw), async (query) => {
        const response = await get(`/api/products?${query}`);
        expect(response.statusCode, `${query} → ${response.body}`).toBeLessThan(500);
        const body = response.json();
        if (response.statusCode >= 400) expect(body.error.code).toEqual(expect.any(String));
        else expect(body.items).toEqual(expect.any(Array));
      }),
      { numRuns: 300 },
    );
  });
});
