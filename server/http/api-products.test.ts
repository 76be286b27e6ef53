import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SORT_KEYS, type ProductDetail, type ProductListPage, type SortKey } from "../../domain/catalog/types.ts";
import type { Database } from "../db/connect.ts";
import { products } from "../db/schema/index.ts";
import { seedDemoShopIfEmpty } from "../db/seed/index.ts";
import { sqlRows } from "../services/catalog/sql-rows.ts";
import { createServices } from "../services/index.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";

type Row = {
  id: number;
  slug: string;
  name: string;
  sku: string | null;
  type: string;
  featured: boolean;
  createdAt: number;
  totalSales: number;
  averageRating: number;
  ratingCount: number;
  priceMin: number;
  priceMax: number;
  terms: string[];
  categories: string[];
};

let database: Database;
let mediaDir: string;
let app: FastifyInstance;
/** Every published product as stored, to check the API's answers against. */
let shop: Row[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoShopIfEmpty(database.db);
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-api-products-"));
  app = await buildServer({ services: createServices(database.db, { mediaDir }) });
  await app.ready();
  shop = await sqlRows<Row>(
    database.db,
    sql`SELECT p.id::int AS id, p.slug, p.name, p.sku, p.type::text AS type, p.featured,
          (extract(epoch FROM p.created_at) * 1000)::float8 AS "createdAt", p.total_sales::int AS "totalSales",
          p.average_rating::float8 AS "averageRating", p.rating_count::int AS "ratingCount",
          p.price_min::int AS "priceMin", p.price_max::int AS "priceMax",
          coalesce((SELECT array_agg(a.slug || ':' || t.slug) FROM product_attribute_terms pat
            JOIN attribute_terms t ON t.id = pat.term_id JOIN attributes a ON a.id = t.attribute_id
            WHERE pat.product_id = p.id), '{}') AS terms,
          coalesce((SELECT array_agg(c.slug) FROM product_categories pc JOIN categories c ON c.id = pc.category_id
            WHERE pc.product_id = p.id), '{}') AS categories
        FROM products p WHERE p.status = 'publish'`,
  );
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

async function get(url: string) {
  return app.inject({ method: "GET", url });
}

async function listing(query: string): Promise<ProductListPage> {
  const response = await get(`/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductListPage>();
}

/** Every item of a listing, page after page, in order. */
async function allItems(query: string): Promise<ProductListPage["items"]> {
  const first = await listing(`${query}&perPage=48`);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) items.push(...(await listing(`${query}&perPage=48&page=${page}`)).items);
  expect(items).toHaveLength(first.total);
  return items;
}

const slugsOf = (items: { slug: string }[]) => items.map((i) => i.slug).sort();
const expectedSlugs = (keep: (row: Row) => boolean) =>
  shop
    .filter(keep)
    .map((r) => r.slug)
    .sort();
const has = (row: Row, term: string) => row.terms.includes(term);

const byDesc = (a: number, b: number) => b - a;
const ORDER: Record<SortKey, (a: Row, b: Row) => number> = {
  default: (a, b) => Number(b.featured) - Number(a.featured) || byDesc(a.createdAt, b.createdAt) || byDesc(a.id, b.id),
  popularity: (a, b) => byDesc(a.totalSales, b.totalSales) || byDesc(a.id, b.id),
  rating: (a, b) => byDesc(a.averageRating, b.averageRating) || byDesc(a.ratingCount, b.ratingCount) || byDesc(a.id, b.id),
  date: (a, b) => byDesc(a.createdAt, b.createdAt) || byDesc(a.id, b.id),
  price: (a, b) => a.priceMin - b.priceMin || a.id - b.id,
  "price-desc": (a, b) => byDesc(a.priceMax, b.priceMax) || byDesc(a.id, b.id),
};

describe(`GET /api/products (${testDatabaseKind})`, () => {
  it("answers the first page of every published product with totals, facets and price bounds, cacheable for a minute", async () => {
    const response = await get("/api/products");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    const body = response.json<ProductListPage>();
    expect(Object.keys(body).sort()).toEqual(["facets", "items", "page", "pageCount", "perPage", "priceBounds", "total"]);
    expect(body).toMatchObject({ page: 1, perPage: 12, total: shop.length, pageCount: Math.ceil(shop.length / 12) });
    expect(body.items).toHaveLength(12);
    expect(body.priceBounds).toEqual({ min: Math.min(...shop.map((r) => r.priceMin)), max: Math.max(...shop.map((r) => r.priceMax)) });
    expect(body.facets.map((f) => f.attribute)).toEqual(["colour", "size", "material"]);
    const ocean = body.facets[0]!.terms.find((t) => t.slug === "ocean");
    expect(ocean?.count).toBe(shop.filter((r) => has(r, "colour:ocean")).length);
    expect(body.items[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String), price: { min: expect.any(Number), max: expect.any(Number) } });
  });

  it.each(SORT_KEYS)("sort=%s orders the whole listing as the stored data says", async (sort) => {
    const items = await allItems(`sort=${sort}`);
    expect(items.map((i) => i.slug)).toEqual([...shop].sort(ORDER[sort]).map((r) => r.slug));
  });

  it("pages add up: every product once, the last page holds the rest, and a page past the last answers 404", async () => {
    const perPage = 10;
    const pageCount = Math.ceil(shop.length / perPage);
    const pages = await Promise.all(Array.from({ length: pageCount }, (_, i) => listing(`sort=date&perPage=${perPage}&page=${i + 1}`)));
    expect(pages.every((p) => p.total === shop.length && p.pageCount === pageCount)).toBe(true);
    expect(pages.at(-1)!.items).toHaveLength(shop.length - perPage * (pageCount - 1));
    const seen = pages.flatMap((p) => p.items.map((i) => i.slug));
    expect(new Set(seen).size).toBe(shop.length);

    const past = await get(`/api/products?sort=date&perPage=${perPage}&page=${pageCount + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.headers["cache-control"]).toBeUndefined();
    expect(past.json()).toEqual({
      error: { code: "page_out_of_range", message: expect.any(String), fields: { page: `page must be from 1 to ${pageCount}` } },
    });
  });

  it("P-9-45 e-filter-shop-colour=a~b (IN): products offering either colour", async () => {
    const items = await allItems("e-filter-shop-colour=ocean~sage");
    expect(slugsOf(items)).toEqual(expectedSlugs((r) => has(r, "colour:ocean") || has(r, "colour:sage")));
  });

  it("P-9-44 e-filter-shop-colour=a+b (AND): products offering both colours", async () => {
    const pair = shop
      .find((r) => r.terms.filter((t) => t.startsWith("colour:")).length >= 2)!
      .terms.filter((t) => t.startsWith("colour:"))
      .slice(0, 2);
    const [a, b] = pair.map((t) => t.slice("colour:".length));
    const expected = expectedSlugs((r) => pair.every((t) => has(r, t)));
    expect(expected.length).toBeGreaterThan(0);
    expect(slugsOf(await allItems(`e-filter-shop-colour=${a}%2B${b}`))).toEqual(expected);
    // A literal + in a query string reads as a space, which the codec also takes as AND.
    expect(slugsOf(await allItems(`e-filter-shop-colour=${a}+${b}`))).toEqual(expected);
  });

  it("P-9-46 e-filter-shop-colour=!a (NOT IN): products without the colour, including those with no colour", async () => {
    const items = await allItems("e-filter-shop-colour=!ocean");
    expect(slugsOf(items)).toEqual(expectedSlugs((r) => !has(r, "colour:ocean")));
    const colourless = new Set(expectedSlugs((r) => !r.terms.some((t) => t.startsWith("colour:"))));
    expect(items.some((i) => colourless.has(i.slug))).toBe(true);
  });

  it("P-3-41 filters on two attributes all apply, and facets count the filtered listing", async () => {
    const page = await listing("e-filter-shop-colour=sage~ocean&e-filter-shop-material=cotton");
    const expected = expectedSlugs((r) => (has(r, "colour:sage") || has(r, "colour:ocean")) && has(r, "material:cotton"));
    expect(page.total).toBe(expected.length);
    const size = page.facets.find((f) => f.attribute === "size");
    for (const term of size?.terms ?? []) {
      expect(term.count).toBe(
        expected.filter((slug) =>
          has(
            shop.find((r) => r.slug === slug)!,
            `size:${term.slug}`,
          ),
        ).length,
      );
    }
  });

  it("minPrice and maxPrice keep products whose price range overlaps the range; price bounds ignore them", async () => {
    const all = await listing("");
    const page = await listing("minPrice=50&maxPrice=100.5&perPage=48");
    expect(slugsOf(page.items)).toEqual(expectedSlugs((r) => r.priceMax >= 5000 && r.priceMin <= 10050));
    expect(page.priceBounds).toEqual(all.priceBounds);
    expect(page.items.every((i) => i.price.max >= 5000 && i.price.min <= 10050)).toBe(true);
  });

  it("category=<slug> scopes the listing to the category and its sub-categories; its total is the category's count", async () => {
    const categories = (await get("/api/categories")).json<{ categories: { slug: string; parentId: number | null; id: number; productCount: number }[] }>()
      .categories;
    const kitchen = categories.find((c) => c.slug === "kitchen")!;
    const below = categories.filter((c) => c.parentId === kitchen.id).map((c) => c.slug);
    expect(below.length).toBeGreaterThan(0);
    const items = await allItems("category=kitchen");
    expect(slugsOf(items)).toEqual(expectedSlugs((r) => r.categories.some((c) => c === "kitchen" || below.includes(c))));
    expect(items).toHaveLength(kitchen.productCount);
  });

  it("answers 404 category_not_found for an unknown category", async () => {
    const response = await get("/api/products?category=no-such-category");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "category_not_found", message: expect.any(String) } });
  });

  it("q: an exact SKU match comes first, whatever its case", async () => {
    const target = shop.find((r) => r.sku?.endsWith("-01") && r.slug !== shop[0]!.slug)!;
    for (const q of [target.sku!, target.sku!.toLowerCase()]) {
      const page = await listing(`q=${encodeURIComponent(q)}`);
      expect(page.items[0]?.slug).toBe(target.slug);
    }
  });

  it("q: name matches are found and ranked above matches in the description only", async () => {
    const items = await allItems("q=lamp");
    const inName = expectedSlugs((r) => /\blamps?\b/i.test(r.name));
    expect(inName.length).toBeGreaterThan(1);
    expect(slugsOf(items.slice(0, inName.length))).toEqual(inName);
  });

  it("q: a word only in a description finds that product; a word found nowhere gives an empty first page", async () => {
    expect((await listing("q=patina")).items.map((i) => i.name)).toEqual(["Brass Candle Holder Trio"]);
    const none = await get("/api/products?q=xylophone");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1, facets: [] });
    expect((await get("/api/products?q=xylophone&page=2")).statusCode).toBe(404);
  });
});

describe(`GET /api/products/:slug (${testDatabaseKind})`, () => {
  it("answers a variable product with its variations and attributes, always revalidated", async () => {
    const response = await get("/api/products/arc-table-lamp");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    const { product } = response.json<{ product: ProductDetail }>();
    expect(product).toMatchObject({ slug: "arc-table-lamp", name: "Arc Table Lamp", type: "variable" });
    expect(product.variations.length).toBeGreaterThan(1);
    expect(
      product.attributes
        .filter((a) => a.usedForVariations)
        .map((a) => a.slug)
        .sort(),
    ).toEqual(["colour", "material"]);
    expect(product.images.length).toBeGreaterThan(0);
  });

  it("answers a grouped product with its children", async () => {
    const grouped = shop.find((r) => r.type === "grouped")!;
    const { product } = (await get(`/api/products/${grouped.slug}`)).json<{ product: ProductDetail }>();
    expect(product.type).toBe("grouped");
    expect(product.children.length).toBeGreaterThan(1);
  });

  it.each([
    ["an unknown slug", "no-such-product"],
    ["upper case", "Arc-Table-Lamp"],
    ["a space", "arc%20table"],
    ["a quote", "arc'--"],
    ["an encoded slash", "..%2Fetc"],
    ["a nested path", "arc-table-lamp/extra"],
    ["a slug past the router's length limit", "a".repeat(150)],
    ["a slug past the length limit", "a".repeat(201)],
  ])("answers 404 product_not_found for %s", async (_case, slug) => {
    const response = await get(`/api/products/${slug}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: "product_not_found", message: expect.any(String) } });
  });

  it("answers 400 bad_url for a NUL byte in the slug (the input-text rule, before the database sees it)", async () => {
    const response = await get("/api/products/arc%00");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "bad_url", message: expect.any(String) } });
  });

  it("answers 404 for a product that is no longer published", async () => {
    const slug = shop.find((r) => r.type === "simple")!.slug;
    await database.db.update(products).set({ status: "draft" }).where(eq(products.slug, slug));
    try {
      expect((await get(`/api/products/${slug}`)).statusCode).toBe(404);
    } finally {
      await database.db.update(products).set({ status: "publish" }).where(eq(products.slug, slug));
    }
  });
});
