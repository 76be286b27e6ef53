import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ListingQuery } from "../../../domain/catalog/types.ts";
import type { Database } from "../../db/connect.ts";
import { products } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { CATALOG_CACHE_DEFAULTS, createCatalogService } from "./index.ts";

let database: Database;
const all: ListingQuery = { page: 1, perPage: 12, sort: "default", filters: [] };
const setStatus = (slug: string, status: "publish" | "draft") => database.db.update(products).set({ status }).where(eq(products.slug, slug));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogueFixture(database.db);
});
beforeEach(() => setStatus("kettle", "publish"));
afterAll(() => database?.close());

describe(`catalogue service cache (${testDatabaseKind})`, () => {
  it("serves listings and category counts from memory until invalidate() drops them", async () => {
    const catalog = createCatalogService(database.db);
    expect((await catalog.listProducts(all)).total).toBe(7);
    expect((await catalog.getCategory("kitchen"))?.productCount).toBe(2);

    await setStatus("kettle", "draft");
    expect((await catalog.listProducts(all)).total).toBe(7);
    expect((await catalog.getCategory("kitchen"))?.productCount).toBe(2);

    catalog.invalidate();
    expect((await catalog.listProducts(all)).total).toBe(6);
    expect((await catalog.getCategory("kitchen"))?.productCount).toBe(1);
  });

  it("reads product pages fresh every time", async () => {
    const catalog = createCatalogService(database.db);
    expect(await catalog.getProduct("kettle")).not.toBeNull();
    await setStatus("kettle", "draft");
    expect(await catalog.getProduct("kettle")).toBeNull();
  });

  it("serves a stale listing while one background read refreshes it, then the fresh one; nothing past the window", async () => {
    let now = 0;
    const catalog = createCatalogService(database.db, { now: () => now });
    const { freshMs, staleMs } = CATALOG_CACHE_DEFAULTS;
    expect((await catalog.listProducts(all)).total).toBe(7);
    await setStatus("kettle", "draft");

    now = freshMs - 1;
    expect((await catalog.listProducts(all)).total).toBe(7);
    now = freshMs + 1;
    expect((await catalog.listProducts(all)).total).toBe(7);
    await expect.poll(async () => (await catalog.listProducts(all)).total).toBe(6);

    await setStatus("kettle", "publish");
    now += freshMs + staleMs;
    expect((await catalog.listProducts(all)).total).toBe(7);
  });

  it("reads straight through with caching turned off", async () => {
    const catalog = createCatalogService(database.db, { cache: { freshMs: 0 } });
    expect((await catalog.listProducts(all)).total).toBe(7);
    await setStatus("kettle", "draft");
    expect((await catalog.listProducts(all)).total).toBe(6);
    expect((await catalog.listCategories()).find((c) => c.slug === "kitchen")?.productCount).toBe(1);
  });
});
