import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { attributes, attributeTerms, productAttributeTerms, products } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";

/** products.attribute_term_ids is a copy of product_attribute_terms kept by the triggers of migration 0002. */
describe(`products.attribute_term_ids follows product_attribute_terms (${testDatabaseKind})`, () => {
  let database: Database;
  let termIds: number[];
  let productIds: number[];

  const copies = async () => {
    const rows = await database.db
      .select({ id: products.id, termIds: products.attributeTermIds })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(products.id);
    return rows.map((r) => r.termIds);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const [colour] = await database.db.insert(attributes).values({ slug: "colour", name: "Colour" }).returning();
    const terms = await database.db
      .insert(attributeTerms)
      .values(["red", "blue", "green"].map((slug, position) => ({ attributeId: colour!.id, slug, name: slug, position })))
      .returning({ id: attributeTerms.id });
    termIds = terms.map((t) => t.id);
    const rows = await database.db
      .insert(products)
      .values(["one", "two"].map((slug) => ({ slug, name: slug })))
      .returning({ id: products.id });
    productIds = rows.map((r) => r.id);
  });
  afterAll(() => database.close());

  it("starts empty and follows inserts, sorted, one statement for many products", async () => {
    const [red, blue, green] = termIds as [number, number, number];
    const [one, two] = productIds as [number, number];
    expect(await copies()).toEqual([[], []]);
    await database.db.insert(productAttributeTerms).values([
      { productId: one, termId: green },
      { productId: one, termId: red },
      { productId: two, termId: blue },
    ]);
    expect(await copies()).toEqual([[red, green].sort((a, b) => a - b), [blue]]);
  });

  it("follows updates and deletes", async () => {
    const [red, blue, green] = termIds as [number, number, number];
    const [one, two] = productIds as [number, number];
    await database.db.update(productAttributeTerms).set({ productId: two }).where(eq(productAttributeTerms.termId, green));
    expect(await copies()).toEqual([[red], [blue, green].sort((a, b) => a - b)]);
    await database.db.delete(productAttributeTerms).where(eq(productAttributeTerms.productId, one));
    expect(await copies()).toEqual([[], [blue, green].sort((a, b) => a - b)]);
  });

  it("empties every copy when the table is truncated", async () => {
    await database.db.execute(sql`TRUNCATE product_attribute_terms`);
    expect(await copies()).toEqual([[], []]);
  });
});
