import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { categories, productCategories, productLinks, products, productTags, tags } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { type CatalogService, createCatalogService } from "./index.ts";

let database: Database;
let catalog: CatalogService;
let ids: Map<string, number>;
const id = (slug: string) => ids.get(slug)!;
const slugs = (cards: { slug: string }[]) => cards.map((c) => c.slug);

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  catalog = createCatalogService(database.db, { cache: { freshMs: 0 } });
  const db = database.db;
  // The lamps share a "reading" tag with the kettle; the shade is in "lighting" and also in "lamps".
  const [tag] = await db.insert(tags).values({ slug: "reading", name: "Reading" }).returning({ id: tags.id });
  await db.insert(productTags).values(["red-lamp", "blue-lamp", "kettle", "draft-lamp"].map((slug) => ({ productId: id(slug), tagId: tag!.id })));
  const [lamps] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "lamps"));
  await db.insert(productCategories).values({ productId: id("green-shade"), categoryId: lamps!.id });
  await db.insert(productLinks).values([
    { productId: id("red-lamp"), kind: "upsell", linkedId: id("green-shade"), position: 0 },
    { productId: id("red-lamp"), kind: "upsell", linkedId: id("draft-lamp"), position: 1 },
    { productId: id("red-lamp"), kind: "cross_sell", linkedId: id("kettle"), position: 0 },
    { productId: id("red-lamp"), kind: "cross_sell", linkedId: id("blue-lamp"), position: 1 },
    { productId: id("apron"), kind: "cross_sell", linkedId: id("kettle"), position: 0 },
    { productId: id("apron"), kind: "cross_sell", linkedId: id("gift-set"), position: 1 },
  ]);
});
afterAll(() => database?.close());

describe(`catalogue service: related products, upsells and cross-sells (${testDatabaseKind})`, () => {
  it("shows a product's published upsells in the merchant's order, and related products that are not upsells", async () => {
    const links = await catalog.productPageLinks(id("red-lamp"));
    expect(slugs(links.upsells)).toEqual(["green-shade"]);
    // blue-lamp shares the category and the tag; kettle only the tag; the draft and the upsell never show.
    expect(slugs(links.related)).toEqual(["blue-lamp", "kettle"]);
    expect(links.related[0]).toMatchObject({ name: "Blue Lamp", price: { min: 2000, max: 2000 } });
  });

  it("prefers related products in stock", async () => {
    await database.db
      .update(products)
      .set({ stockStatus: "outofstock" })
      .where(eq(products.id, id("blue-lamp")));
    try {
      expect(slugs((await catalog.productPageLinks(id("red-lamp"))).related)).toEqual(["kettle", "blue-lamp"]);
    } finally {
      await database.db
        .update(products)
        .set({ stockStatus: "instock" })
        .where(eq(products.id, id("blue-lamp")));
    }
  });

  it("a product linking nowhere has no upsells; its related products share its category", async () => {
    const links = await catalog.productPageLinks(id("gift-set"));
    expect(links.upsells).toEqual([]);
    expect(slugs(links.related)).toEqual(["variable-tee"]);
  });

  it("offers the cart's cross-sells once each, leaving out what is in the cart", async () => {
    expect(slugs(await catalog.crossSells([id("red-lamp")]))).toEqual(["kettle", "blue-lamp"]);
    expect(slugs(await catalog.crossSells([id("red-lamp"), id("apron"), id("kettle")]))).toEqual(["blue-lamp", "gift-set"]);
    expect(await catalog.crossSells([])).toEqual([]);
  });
});
