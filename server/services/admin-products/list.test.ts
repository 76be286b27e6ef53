import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListQuery } from "../../../domain/admin/product-list.ts";
import type { Database } from "../../db/connect.ts";
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
