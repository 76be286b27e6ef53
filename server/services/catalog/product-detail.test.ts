import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { products } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { type CatalogService, createCatalogService } from "./index.ts";

let database: Database;
let catalog: CatalogService;
let ids: Map<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  catalog = createCatalogService(database.db);
});
afterAll(() => database?.close());

describe(`catalogue service getProduct (${testDatabaseKind})`, () => {
  it("reads a simple product with its categories, image and approved reviews, newest first", async () => {
    const product = await catalog.getProduct("red-lamp");
    expect(product).toMatchObject({
      id: ids.get("red-lamp"),
      slug: "red-lamp",
      type: "simple",
      sku: "LMP-001",
      // The fixture stores plain text, as rows written before rich text do: it is read as paragraphs.
      description: "<p>A small reading light.</p>",
      price: { min: 1000, max: 1000 },
      categories: [{ slug: "lamps", name: "Lamps" }],
      variations: [],
      children: [],
    });
    expect(product?.images.map((i) => i.alt)).toEqual(["Red Lamp"]);
    expect(product?.reviews.map((r) => [r.authorName, r.rating])).toEqual([
      ["Ben", 4],
      ["Ana", 5],
    ]);
    expect(product?.attributes.map((a) => [a.slug, a.terms.map((t) => t.slug)])).toEqual([["colour", ["red"]]]);
  });

  it("shows a stored description only through the allowlist, whatever was written to the row", async () => {
    const id = ids.get("red-lamp")!;
    await database.db
      .update(products)
      .set({ description: '<p onclick="x()">Lamp<script>steal()</script></p><p><a href="javascript:x()">care</a></p>' })
      .where(eq(products.id, id));
    const product = await catalog.getProduct("red-lamp");
    expect(product?.description).toBe("<p>Lamp</p><p>care</p>");
  });

  it("reads a variable product with its variations ('any' kept as empty) and its variation attributes", async () => {
    const product = await catalog.getProduct("variable-tee");
    expect(product?.type).toBe("variable");
    expect(product?.variations.map((v) => [v.sku, v.attributes, v.price, v.enabled])).toEqual([
      ["TEE-RS", { colour: "red", size: "s" }, 1800, true],
      ["TEE-BM", { colour: "blue", size: "m" }, 2000, true],
      ["TEE-AL", { colour: "", size: "l" }, 2200, true],
      ["TEE-RL", { colour: "red", size: "l" }, 9900, false],
    ]);
    expect(
      product?.attributes.map((a) => ({ slug: a.slug, swatchType: a.swatchType, usedForVariations: a.usedForVariations, terms: a.terms.map((t) => t.slug) })),
    ).toEqual([
      { slug: "colour", swatchType: "color", usedForVariations: true, terms: ["red", "blue"] },
      { slug: "size", swatchType: "label", usedForVariations: true, terms: ["s", "m", "l"] },
    ]);
    // The regular price range comes from the enabled variations only.
    expect(product?.regularPrice).toEqual({ min: 1800, max: 2200 });
  });

  it("reads a grouped product with its children as cards, in order", async () => {
    const product = await catalog.getProduct("gift-set");
    expect(product?.type).toBe("grouped");
    expect(product?.children.map((c) => [c.slug, c.price.min])).toEqual([
      ["red-lamp", 1000],
      ["kettle", 4000],
    ]);
  });

  it("does not return an unpublished product, an unknown slug or a malformed one", async () => {
    expect(await catalog.getProduct("draft-lamp")).toBeNull();
    expect(await catalog.getProduct("no-such-product")).toBeNull();
    expect(await catalog.getProduct("")).toBeNull();
    expect(await catalog.getProduct("RED-LAMP")).toBeNull();
    expect(await catalog.getProduct("red-lamp'; drop table products; --")).toBeNull();
  });
});
