/**
 * The products table refuses what no service would write: a tax class outside the ones the tax engine
 * knows, a rating outside 0–5, quantity limits that cannot both hold. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAX_CLASSES, type TaxClass } from "../../domain/tax/rates.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import type { Database } from "./connect.ts";
import { products } from "./schema/index.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

let next = 0;
const product = (values: Partial<typeof products.$inferInsert>) =>
  database.db.insert(products).values({ slug: `checked-${(next += 1)}`, name: "Checked", ...values });

describe(`product checks on ${testDatabaseKind}`, () => {
  it("takes every tax class the engine knows", async () => {
    for (const taxClass of TAX_CLASSES) await expect(product({ taxClass })).resolves.toBeDefined();
  });

  it.each<[string, Partial<typeof products.$inferInsert>, string]>([
    ["an unknown tax class", { taxClass: "luxury" as TaxClass }, "products_tax_class_known"],
    ["a rating above 5", { averageRating: 6 }, "products_rating_range"],
    ["a maximum below the minimum", { minQuantity: 3, maxQuantity: 2 }, "products_quantity_limits"],
  ])("refuses %s", async (_, values, constraint) => {
    await expect(product(values)).rejects.toSatisfy((error: unknown) => JSON.stringify(error, Object.getOwnPropertyNames(error ?? {})).includes(constraint));
  });
});
