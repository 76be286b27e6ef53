/**
 * The "can this line still be bought" rule has one home, domain/cart/availability.ts; the SQL the cart
 * count filters with must agree with it. Each case is a product (with or without a variation) written to
 * the real database and judged by both.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removalReason } from "../../../domain/cart/availability.ts";
import type { Database } from "../../db/connect.ts";
import { products, variations } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { lineIsBuyable } from "./buyable-sql.ts";

type Status = "publish" | "draft" | "trash";
type Stock = "instock" | "outofstock" | "onbackorder";
type Case = { status: Status; stock: Stock; variation: { enabled: boolean; purchasable: boolean; stock: Stock; manageStock: boolean } | null };

const cases: Case[] = [];
for (const status of ["publish", "draft", "trash"] as const)
  for (const stock of ["instock", "outofstock", "onbackorder"] as const) {
    cases.push({ status, stock, variation: null });
    for (const enabled of [true, false])
      for (const purchasable of [true, false])
        for (const vStock of ["instock", "outofstock", "onbackorder"] as const)
          for (const manageStock of [true, false]) cases.push({ status, stock, variation: { enabled, purchasable, stock: vStock, manageStock } });
  }

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe(`lineIsBuyable (SQL) agrees with removalReason (domain) on ${testDatabaseKind}`, () => {
  it(`on all ${cases.length} combinations of product status, stock and variation state`, async () => {
    const disagreements: string[] = [];
    for (const [i, c] of cases.entries()) {
      const [product] = await database.db
        .insert(products)
        .values({ slug: `case-${i}`, name: `Case ${i}`, status: c.status, stockStatus: c.stock, regularPrice: 1000 })
        .returning({ id: products.id });
      const [variation] = c.variation
        ? await database.db
            .insert(variations)
            .values({
              productId: product!.id,
              attributes: {},
              regularPrice: 1000,
              enabled: c.variation.enabled,
              purchasable: c.variation.purchasable,
              stockStatus: c.variation.stock,
              manageStock: c.variation.manageStock,
            })
            .returning({ id: variations.id })
        : [];
      const [row] = await database.db
        .select({ buyable: lineIsBuyable })
        .from(products)
        .leftJoin(variations, eq(variations.id, variation?.id ?? -1))
        .where(eq(products.id, product!.id));
      const domain =
        removalReason({
          name: "",
          productStatus: c.status,
          productStockStatus: c.stock,
          variation: c.variation && { enabled: c.variation.enabled, purchasable: c.variation.purchasable, stockStatus: c.variation.stock },
          variationManagesStock: c.variation?.manageStock ?? false,
        }) === null;
      if (Boolean(row?.buyable) !== domain) disagreements.push(`${JSON.stringify(c)}: SQL ${row?.buyable}, domain ${domain}`);
    }
    expect(disagreements).toEqual([]);
  });
});
