/**
 * A small catalogue whose every listing can be worked out by hand, for the catalogue service tests.
 * Money in minor units. Categories: home > lighting > lamps, kitchen, and an empty one.
 *
 * | slug          | type     | status | category | price       | colour     | size  | sales | rating | featured |
 * |---------------|----------|--------|----------|-------------|------------|-------|-------|--------|----------|
 * | red-lamp      | simple   | publish| lamps    | 1000        | red        |       | 5     | 4.5 ×2 |          |
 * | blue-lamp     | simple   | publish| lamps    | 2000        | blue       |       | 50    | 3 ×1   | yes      |
 * | green-shade   | simple   | publish| lighting | 3000 → 2500 | green, red |       | 10    | 5 ×1   |          |
 * | kettle        | simple   | publish| kitchen  | 4000        | red, blue  | m     | 1     | 0      |          |
 * | apron (SKU "LAMP") | simple | publish | kitchen | 1500     |            | s m l | 3     | 0      |          |
 * | variable-tee  | variable | publish| home     | 1800–2200   | red, blue  | s m l | 0     | 0      |          |
 * | gift-set      | grouped  | publish| home     | 1000–4000   |            |       | 0     | 0      |          |
 * | draft-lamp    | simple   | draft  | lamps    | 500         | red        |       | 99    | 5 ×9   | yes      |
 *
 * Created one day apart in table order, so `date` order is the table read upwards.
 */
import type { Db } from "../db/connect.ts";
import {
  attributes,
  attributeTerms,
  categories,
  groupedChildren,
  images,
  productAttributes,
  productAttributeTerms,
  productCategories,
  products,
  reviews,
  variations,
} from "../db/schema/index.ts";

type ProductRow = typeof products.$inferInsert;

export const FIXTURE_EPOCH = Date.UTC(2026, 0, 1);
const day = (n: number) => new Date(FIXTURE_EPOCH + n * 86_400_000);

const PRODUCTS: (ProductRow & { category: string; terms: string[] })[] = [
  {
    slug: "red-lamp",
    name: "Red Lamp",
    sku: "LMP-001",
    regularPrice: 1000,
    priceMin: 1000,
    priceMax: 1000,
    totalSales: 5,
    averageRating: 4.5,
    ratingCount: 2,
    createdAt: day(1),
    category: "lamps",
    terms: ["colour:red"],
    description: "A small reading light.",
  },
  {
    slug: "blue-lamp",
    name: "Blue Lamp",
    sku: "LMP-002",
    regularPrice: 2000,
    priceMin: 2000,
    priceMax: 2000,
    totalSales: 50,
    averageRating: 3,
    ratingCount: 1,
    featured: true,
    createdAt: day(2),
    category: "lamps",
    terms: ["colour:blue"],
  },
  {
    slug: "green-shade",
    name: "Green Shade",
    sku: "SHD-001",
    regularPrice: 3000,
    salePrice: 2500,
    onSale: true,
    priceMin: 2500,
    priceMax: 2500,
    totalSales: 10,
    averageRating: 5,
    ratingCount: 1,
    createdAt: day(3),
    category: "lighting",
    terms: ["colour:green", "colour:red"],
    description: "Fits any standard lamp holder.",
  },
  {
    slug: "kettle",
    name: "Kettle",
    sku: "KET-1",
    regularPrice: 4000,
    priceMin: 4000,
    priceMax: 4000,
    totalSales: 1,
    createdAt: day(4),
    category: "kitchen",
    terms: ["colour:red", "colour:blue", "size:m"],
    description: "Whistles when the water boils.",
  },
  {
    slug: "apron",
    name: "Apron",
    sku: "LAMP",
    regularPrice: 1500,
    priceMin: 1500,
    priceMax: 1500,
    totalSales: 3,
    createdAt: day(5),
    category: "kitchen",
    terms: ["size:s", "size:m", "size:l"],
  },
  {
    slug: "variable-tee",
    name: "Variable Tee",
    sku: "TEE",
    type: "variable",
    priceMin: 1800,
    priceMax: 2200,
    createdAt: day(6),
    category: "home",
    terms: ["colour:red", "colour:blue", "size:s", "size:m", "size:l"],
  },
  { slug: "gift-set", name: "Gift Set", sku: "GIFT", type: "grouped", priceMin: 1000, priceMax: 4000, createdAt: day(7), category: "home", terms: [] },
  {
    slug: "draft-lamp",
    name: "Draft Lamp",
    sku: "LMP-DRAFT",
    status: "draft",
    regularPrice: 500,
    priceMin: 500,
    priceMax: 500,
    totalSales: 99,
    averageRating: 5,
    ratingCount: 9,
    featured: true,
    createdAt: day(8),
    category: "lamps",
    terms: ["colour:red"],
  },
];

export const FIXTURE_PUBLISHED = PRODUCTS.filter((p) => p.status !== "draft").map((p) => p.slug);

/** Writes the fixture into an empty, migrated database; returns product ids by slug. */
export async function seedCatalogueFixture(db: Db): Promise<Map<string, number>> {
  const [image] = await db
    .insert(images)
    .values({ key: "p-red-lamp-1", width: 1200, height: 1200, alt: "Red Lamp", recipe: { hue: 0, accent: 20, motif: "lamp", label: "Red Lamp" } })
    .returning({ id: images.id });

  const categoryIds = new Map<string, number>();
  for (const [slug, parent, position] of [
    ["home", null, 0],
    ["lighting", "home", 0],
    ["lamps", "lighting", 0],
    ["kitchen", null, 1],
    ["empty", null, 2],
  ] as const) {
    const [row] = await db
      .insert(categories)
      .values({ slug, name: slug[0]!.toUpperCase() + slug.slice(1), parentId: parent ? categoryIds.get(parent) : null, position })
      .returning({ id: categories.id });
    categoryIds.set(slug, row!.id);
  }

  const termIds = new Map<string, number>();
  const attributeIds = new Map<string, number>();
  const vocabulary = {
    colour: {
      swatchType: "color",
      terms: [
        ["red", "#cc0000"],
        ["blue", "#0000cc"],
        ["green", "#00cc00"],
      ],
    },
    size: {
      swatchType: "label",
      terms: [
        ["s", null],
        ["m", null],
        ["l", null],
      ],
    },
  } as const;
  for (const [position, [slug, def]] of Object.entries(vocabulary).entries()) {
    const [attribute] = await db
      .insert(attributes)
      .values({ slug, name: slug === "colour" ? "Colour" : "Size", swatchType: def.swatchType, position })
      .returning({ id: attributes.id });
    attributeIds.set(slug, attribute!.id);
    const rows = await db
      .insert(attributeTerms)
      .values(def.terms.map(([term, color], i) => ({ attributeId: attribute!.id, slug: term, name: term.toUpperCase(), color, position: i })))
      .returning({ id: attributeTerms.id, slug: attributeTerms.slug });
    for (const row of rows) termIds.set(`${slug}:${row.slug}`, row.id);
  }

  const inserted = await db
    .insert(products)
    .values(PRODUCTS.map(({ category: _c, terms: _t, ...row }) => ({ ...row, imageId: row.slug === "red-lamp" ? image!.id : null })))
    .returning({ id: products.id, slug: products.slug });
  const ids = new Map(inserted.map((row) => [row.slug, row.id]));
  const id = (slug: string) => ids.get(slug)!;

  await db.insert(productCategories).values(PRODUCTS.map((p) => ({ productId: id(p.slug), categoryId: categoryIds.get(p.category)! })));
  await db.insert(productAttributeTerms).values(PRODUCTS.flatMap((p) => p.terms.map((term) => ({ productId: id(p.slug), termId: termIds.get(term)! }))));
  await db.insert(productAttributes).values(
    PRODUCTS.flatMap((p) =>
      [...new Set(p.terms.map((t) => t.split(":")[0]!))].map((attribute) => ({
        productId: id(p.slug),
        attributeId: attributeIds.get(attribute)!,
        position: attribute === "colour" ? 0 : 1,
        usedForVariations: p.type === "variable",
      })),
    ),
  );
  await db.insert(variations).values([
    { productId: id("variable-tee"), attributes: { colour: "red", size: "s" }, sku: "TEE-RS", regularPrice: 1800, position: 0 },
    { productId: id("variable-tee"), attributes: { colour: "blue", size: "m" }, sku: "TEE-BM", regularPrice: 2000, position: 1 },
    { productId: id("variable-tee"), attributes: { colour: "", size: "l" }, sku: "TEE-AL", regularPrice: 2200, position: 2 },
    { productId: id("variable-tee"), attributes: { colour: "red", size: "l" }, sku: "TEE-RL", regularPrice: 9900, enabled: false, position: 3 },
  ]);
  await db.insert(groupedChildren).values([
    { groupedId: id("gift-set"), childId: id("red-lamp"), position: 0 },
    { groupedId: id("gift-set"), childId: id("kettle"), position: 1 },
  ]);
  await db.insert(reviews).values([
    { productId: id("red-lamp"), authorName: "Ana", authorEmail: "ana@example.com", rating: 5, content: "Lovely.", status: "approved", createdAt: day(10) },
    { productId: id("red-lamp"), authorName: "Ben", authorEmail: "ben@example.com", rating: 4, content: "Good.", status: "approved", createdAt: day(11) },
    { productId: id("red-lamp"), authorName: "Spam", authorEmail: "spam@example.com", rating: 1, content: "Buy now", status: "spam", createdAt: day(12) },
  ]);
  return ids;
}
