import {
  attributeTerms,
  attributes,
  categories,
  groupedChildren,
  images,
  productAttributes,
  productAttributeTerms,
  productCategories,
  productImages,
  products,
  productTags,
  reviews,
  tags,
  variations,
} from "../schema/index.ts";
import { chunks, idsBy, requireId, type Tx } from "./bulk.ts";
import type { CataloguePlan } from "./plan/index.ts";

/**
 * Writes a planned catalogue: one multi-row insert per table (chunked under PostgreSQL's parameter
 * limit), parents before children. `customerIds` maps demo e-mails to ids for verified reviews.
 */
export async function insertCatalogue(tx: Tx, plan: CataloguePlan, customerIds: Map<string, number>) {
  const imageIds = new Map<string, number>();
  for (const rows of chunks(plan.images)) {
    const inserted = await tx.insert(images).values(rows).returning({ id: images.id, key: images.key });
    for (const row of inserted) imageIds.set(row.key, row.id);
  }
  const imageId = (key: string) => requireId(imageIds, key, "image");

  const categoryIds = new Map<string, number>();
  // Two passes: a sub-category needs its parent's id.
  for (const level of [plan.categories.filter((c) => !c.parent), plan.categories.filter((c) => c.parent)]) {
    const rows = level.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: c.description,
      parentId: c.parent ? requireId(categoryIds, c.parent, "category") : null,
      imageId: imageId(`c-${c.slug}`),
      position: plan.categories.indexOf(c),
    }));
    const inserted = await tx.insert(categories).values(rows).returning({ id: categories.id, slug: categories.slug });
    for (const row of inserted) categoryIds.set(row.slug, row.id);
  }

  const attributeIds = idsBy(
    await tx
      .insert(attributes)
      .values(plan.attributes.map((a, position) => ({ slug: a.slug, name: a.name, swatchType: a.swatchType, position })))
      .returning({ id: attributes.id, slug: attributes.slug }),
    (row) => row.slug,
  );
  const termRows = plan.attributes.flatMap((a) =>
    a.terms.map((t, position) => ({
      attributeId: requireId(attributeIds, a.slug, "attribute"),
      slug: t.slug,
      name: t.name,
      position,
      color: t.color ?? null,
      imageId: a.swatchType === "image" ? imageId(`t-${t.slug}`) : null,
    })),
  );
  const termIds = new Map<string, number>();
  const insertedTerms = await tx
    .insert(attributeTerms)
    .values(termRows)
    .returning({ id: attributeTerms.id, attributeId: attributeTerms.attributeId, slug: attributeTerms.slug });
  const attributeSlugById = new Map([...attributeIds].map(([slug, id]) => [id, slug]));
  for (const row of insertedTerms) termIds.set(`${attributeSlugById.get(row.attributeId)}:${row.slug}`, row.id);

  const tagIds = idsBy(await tx.insert(tags).values(plan.tags).returning({ id: tags.id, slug: tags.slug }), (row) => row.slug);

  const productIds = new Map<string, number>();
  for (const rows of chunks(plan.products)) {
    const values = rows.map((p) => ({ ...p.row, imageId: p.images[0] ? imageId(p.images[0].key) : null }));
    const inserted = await tx.insert(products).values(values).returning({ id: products.id, slug: products.slug });
    for (const row of inserted) productIds.set(row.slug, row.id);
  }

  const links = plan.products.map((p) => ({ plan: p, productId: requireId(productIds, p.slug, "product") }));
  await insertAll(
    tx,
    productImages,
    links.flatMap(({ plan: p, productId }) => p.images.map((image, position) => ({ productId, imageId: imageId(image.key), position }))),
  );
  await insertAll(
    tx,
    productCategories,
    links.flatMap(({ plan: p, productId }) => p.categorySlugs.map((slug) => ({ productId, categoryId: requireId(categoryIds, slug, "category") }))),
  );
  await insertAll(
    tx,
    productTags,
    links.flatMap(({ plan: p, productId }) => p.tagSlugs.map((slug) => ({ productId, tagId: requireId(tagIds, slug, "tag") }))),
  );
  await insertAll(
    tx,
    productAttributes,
    links.flatMap(({ plan: p, productId }) =>
      p.attributes.map((a) => ({
        productId,
        attributeId: requireId(attributeIds, a.attribute, "attribute"),
        position: a.position,
        usedForVariations: a.usedForVariations,
        visible: true,
      })),
    ),
  );
  await insertAll(
    tx,
    productAttributeTerms,
    links.flatMap(({ plan: p, productId }) => p.terms.map((t) => ({ productId, termId: requireId(termIds, `${t.attribute}:${t.term}`, "term") }))),
  );
  await insertAll(
    tx,
    variations,
    links.flatMap(({ plan: p, productId }) =>
      p.variations.map(({ colour: _colour, imageKey, ...v }) => ({ ...v, productId, imageId: imageKey ? imageId(imageKey) : null })),
    ),
  );
  await insertAll(
    tx,
    groupedChildren,
    links.flatMap(({ plan: p, productId }) =>
      p.groupChildren.map((child, position) => ({ groupedId: productId, childId: requireId(productIds, child, "product"), position })),
    ),
  );
  await insertAll(
    tx,
    reviews,
    links.flatMap(({ plan: p, productId }) =>
      p.reviews.map(({ customerEmail, ...review }) => ({
        ...review,
        productId,
        customerId: customerEmail ? requireId(customerIds, customerEmail, "customer") : null,
      })),
    ),
  );
}

type InsertTable = Parameters<Tx["insert"]>[0];

async function insertAll<T extends InsertTable>(tx: Tx, table: T, rows: T["$inferInsert"][]) {
  for (const chunk of chunks(rows)) await tx.insert(table).values(chunk);
}
