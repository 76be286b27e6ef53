import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect.ts";
import { createTestDatabase, testDatabaseKind } from "../../server/testing/test-database.ts";
import { COLOUR_TERMS, MATERIAL_TERMS, SIZE_TERMS } from "./catalogue-sql.ts";
import { seedBenchCatalogue, type SeedSummary } from "./seed-catalogue.ts";

const SIZE = 300;

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

describe(`seedBenchCatalogue (${testDatabaseKind})`, () => {
  let database: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await seedBenchCatalogue(database, SIZE);
  });
  afterAll(() => database.close());

  it("loads the asked number of published products, each with an image and one leaf category", async () => {
    expect(summary.products).toBe(SIZE);
    const [counts] = await rows<{ published: number; with_image: number; categorised: number; leaf: number }>(
      database,
      `
      SELECT count(*) FILTER (WHERE status = 'publish')::int AS published,
             count(*) FILTER (WHERE image_id IS NOT NULL)::int AS with_image,
             (SELECT count(DISTINCT product_id)::int FROM product_categories) AS categorised,
             (SELECT count(*)::int FROM product_categories pc JOIN categories c ON c.id = pc.category_id
               WHERE NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id)) AS leaf
      FROM products`,
    );
    expect(counts).toEqual({ published: SIZE, with_image: SIZE, categorised: SIZE, leaf: SIZE });
  });

  it("gives every product one size, one or two colours and at most one material: 2 to 4 terms", async () => {
    const perProduct = await rows<{ colours: number; sizes: number; materials: number }>(
      database,
      `
      SELECT count(*) FILTER (WHERE a.slug = 'colour')::int AS colours,
             count(*) FILTER (WHERE a.slug = 'size')::int AS sizes,
             count(*) FILTER (WHERE a.slug = 'material')::int AS materials
      FROM product_attribute_terms pat JOIN attribute_terms t ON t.id = pat.term_id JOIN attributes a ON a.id = t.attribute_id
      GROUP BY pat.product_id`,
    );
    expect(perProduct).toHaveLength(SIZE);
    for (const p of perProduct) {
      expect(p.sizes).toBe(1);
      expect([1, 2]).toContain(p.colours);
      expect([0, 1]).toContain(p.materials);
    }
    const terms = await rows<{ slug: string }>(database, "SELECT slug FROM attribute_terms ORDER BY attribute_id, position");
    expect(terms.map((t) => t.slug)).toEqual([...COLOUR_TERMS, ...SIZE_TERMS, ...MATERIAL_TERMS]);
  });

  it("gives each product row the sorted ids of its term rows, as the catalogue's triggers keep them", async () => {
    const differing = await rows<{ id: number }>(
      database,
      `
      SELECT p.id FROM products p
      LEFT JOIN (SELECT product_id, array_agg(term_id ORDER BY term_id) AS ids FROM product_attribute_terms GROUP BY product_id) t
        ON t.product_id = p.id
      WHERE p.attribute_term_ids IS DISTINCT FROM coalesce(t.ids, '{}'::integer[])`,
    );
    expect(differing).toEqual([]);
  });

  it("keeps the denormalised price columns equal to the effective price, in minor units", async () => {
    const wrong = await rows<{ id: number }>(
      database,
      `
      SELECT id FROM products
      WHERE price_min <> coalesce(sale_price, regular_price) OR price_max <> price_min
         OR on_sale <> (sale_price IS NOT NULL) OR sale_price >= regular_price`,
    );
    expect(wrong).toEqual([]);
    const [onSale] = await rows<{ n: number }>(database, "SELECT count(*)::int AS n FROM products WHERE on_sale");
    expect(onSale?.n).toBeGreaterThan(0);
  });

  it("refuses to seed a database that already holds products", async () => {
    await expect(seedBenchCatalogue(database, 10)).rejects.toThrow(/must start empty/);
  });
});
