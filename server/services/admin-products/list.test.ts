import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListQuery } from "../../../domain/admin/product-list.ts";
import type { Database } from "../../db/connect.ts";
import { products } from "../../db/schema/index.ts";
import { searchCondition, skuPrefixMatch, wordsMatch } from "../catalog/search.ts";
import { listConditions } from "./list-conditions.ts";
import { readPositions } from "./list-positions.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createAuditService } from "../audit/index.ts";
import { createAdminProductsService, type AdminProductsService } from "./index.ts";

let database: Database;
let service: AdminProductsService;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogueFixture(database.db);
  service = createAdminProductsService(database.db, { audit: createAuditService(database.db) });
});
afterAll(async () => {
  await database?.close();
});

const names = async (query: Partial<ProductListQuery>) => (await service.list({ page: 1, perPage: 25, ...query })).rows.map((row) => row.name);

describe(`the admin products list on ${testDatabaseKind}`, () => {
  it("lists every product but the trash, by name, with its categories and price range", async () => {
    const page = await service.list({ page: 1, perPage: 25, sort: "name", dir: "asc" });
    expect(page).toMatchObject({ total: 8, capped: false, page: 1 });
    expect(page.rows.map((row) => row.name)).toEqual(["Apron", "Blue Lamp", "Draft Lamp", "Gift Set", "Green Shade", "Kettle", "Red Lamp", "Variable Tee"]);
    expect(page.rows.find((row) => row.name === "Variable Tee")).toMatchObject({ type: "variable", priceMin: 1800, priceMax: 2200, categories: ["Home"] });
  });

  it.each<[Partial<ProductListQuery>, string[]]>([
    [{ type: "grouped" }, ["Gift Set"]],
    [{ status: "draft" }, ["Draft Lamp"]],
    [{ category: "kitchen", sort: "name" }, ["Apron", "Kettle"]],
    // The apron's SKU is "LAMP"; the shade's description speaks of lamps.
    [{ q: "lamp", sort: "name" }, ["Apron", "Blue Lamp", "Draft Lamp", "Green Shade", "Red Lamp"]],
    [{ q: "lmp-00", sort: "sku" }, ["Red Lamp", "Blue Lamp"]],
    [{ sort: "price", dir: "desc", perPage: 2 }, ["Kettle", "Green Shade"]],
  ])("filters and sorts %o", async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it("pages 2 at a time without overlap, and reads a page past the end as the last", async () => {
    const first = await names({ sort: "created", dir: "asc", perPage: 3 });
    const second = await names({ sort: "created", dir: "asc", perPage: 3, page: 2 });
    expect(new Set([...first, ...second]).size).toBe(6);
    expect((await service.list({ page: 99, perPage: 3 })).page).toBe(3);
    // A search counts its matches with its page: five lamps, two a page.
    const searched = await service.list({ q: "lamp", sort: "name", page: 9, perPage: 2 });
    expect(searched).toMatchObject({ total: 5, capped: false, page: 3 });
    expect(searched.rows.map((row) => row.name)).toEqual(["Red Lamp"]);
    expect(searched.rows[0]).not.toHaveProperty("matches");
  });
});

describe(`seek paging of the admin products list on ${testDatabaseKind}`, () => {
  // Ties and empty values: a page boundary inside a run of equal prices, SKUs and stock left empty.
  beforeAll(async () => {
    await database.db.insert(products).values(
      Array.from({ length: 11 }, (_, i) => ({
        slug: `seek-${i}`,
        name: `Seek ${i % 4}`,
        sku: i % 2 === 0 ? null : `SEEK-${i}`,
        priceMin: 700 + (i % 3) * 100,
        priceMax: 700 + (i % 3) * 100,
        manageStock: i % 3 !== 0,
        stockQuantity: i % 3 === 0 ? null : i % 5,
        description: i % 2 === 0 ? "A lamp for the seek tests." : "",
      })),
    );
  });

  const everything = async (query: Partial<ProductListQuery>) => (await service.list({ page: 1, perPage: 100, ...query })).rows.map((row) => row.id);

  /** Follows the Next links from the first page to the last. */
  async function forwards(query: Partial<ProductListQuery>) {
    const ids: number[] = [];
    let page = await service.list({ page: 1, perPage: 3, ...query });
    for (let guard = 0; guard < 50; guard++) {
      ids.push(...page.rows.map((row) => row.id));
      if (!page.next) return ids;
      page = await service.list({ page: page.page + 1, perPage: 3, ...query, after: page.next });
    }
    throw new Error("The Next links never ended.");
  }

  /** Follows the Previous links from the last page to the first. */
  async function backwards(query: Partial<ProductListQuery>) {
    const pages: number[][] = [];
    let page = await service.list({ page: 1, perPage: 3, ...query, before: "end" });
    for (let guard = 0; guard < 50; guard++) {
      pages.unshift(page.rows.map((row) => row.id));
      if (!page.previous) return { ids: pages.flat(), first: page.page };
      page = await service.list({ page: page.page - 1, perPage: 3, ...query, before: page.previous });
    }
    throw new Error("The Previous links never ended.");
  }

  it.each<Partial<ProductListQuery>>([
    {},
    { sort: "name" },
    { sort: "name", dir: "desc" },
    { sort: "sku" },
    { sort: "sku", dir: "desc" },
    { sort: "price" },
    { sort: "price", dir: "desc" },
    { sort: "stock" },
    { sort: "stock", dir: "desc" },
    { sort: "created", dir: "desc" },
    { q: "lamp", sort: "sku" },
    { q: "lamp", sort: "stock", dir: "desc" },
  ])("Next and Previous links read every product of %o once, in the list's order", async (query) => {
    const expected = await everything(query);
    expect(expected.length).toBeGreaterThan(3);
    expect(await forwards(query)).toEqual(expected);
    expect(await backwards(query)).toEqual({ ids: expected, first: 1 });
  });

  it("labels seek pages by the number the link carries, and a page after the end reads as the last", async () => {
    const first = await service.list({ page: 1, perPage: 3, sort: "name" });
    expect(first).toMatchObject({ page: 1, previous: null });
    const second = await service.list({ page: 2, perPage: 3, sort: "name", after: first.next! });
    expect(second.page).toBe(2);
    expect(second.previous).toBe(`${second.rows[0]!.id}:${second.rows[0]!.name}`);
    const all = await everything({ sort: "name" });
    const afterLast = await service.list({ page: 9, perPage: 3, sort: "name", after: `${all.at(-1)}:zzz` });
    // The last page holds what the full pages leave, as it does reached by Next.
    expect(afterLast.rows.map((row) => row.id)).toEqual(all.slice(-(all.length % 3 || 3)));
    expect(afterLast.next).toBeNull();
  });

  it("reads a search the same by walking the sort index as by sorting its matches, also when the walk gives up", async () => {
    const filters = listConditions({});
    // "lamp" is in names and descriptions, and is the apron's SKU: both halves of the search are needed.
    const search = { any: searchCondition("lamp"), parts: [wordsMatch("lamp"), skuPrefixMatch("lamp")] };
    const read = { filters, search, sort: "name", dir: "asc", from: undefined, need: 4, skip: 0 } as const;
    const sorted = await readPositions(database.db, { ...read, walkBudget: 0 });
    expect(sorted).toHaveLength(4);
    expect(sorted[0]).toMatchObject({ value: "Apron" });
    expect(await readPositions(database.db, { ...read, walkBudget: 1_000 })).toEqual(sorted);
    expect(await readPositions(database.db, { ...read, walkBudget: 2 })).toEqual(sorted);
    expect(await readPositions(database.db, { ...read, walkBudget: 1_000, from: sorted[1], need: 2 })).toEqual(sorted.slice(2, 4));
    expect(await readPositions(database.db, { ...read, walkBudget: 0, from: sorted[1], need: 2 })).toEqual(sorted.slice(2, 4));
  });
});
