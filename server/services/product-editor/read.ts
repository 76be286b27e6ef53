import { asc, eq, inArray, ne, and } from "drizzle-orm";
import { richTextHtml } from "../../../domain/content/rich-text.ts";
import type { EditorProduct } from "../../../domain/admin/product-editor/editor-conversion.ts";
import type { EditorVocabulary } from "../../../domain/admin/product-editor/vocabulary.ts";
export type { EditorVocabulary };
import type { Queryable } from "../../db/kit/index.ts";
import {
  attributes,
  attributeTerms,
  categories,
  groupedChildren,
  images,
  productAttributes,
  productAttributeTerms,
  productCategories,
  productImages,
  products,
  productTags,
  tags,
  variations,
  productLinks,
} from "../../db/schema/index.ts";

/** Everything the editor shows of one product, or null when there is none. */
export async function readEditorProduct(db: Queryable, id: number): Promise<EditorProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) return null;
  const [categoryRows, tagRows, attributeRows, termRows, variationRows, imageRows, childRows, linkRows] = await Promise.all([
    db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)),
    db
      .select({ name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(eq(productTags.productId, id))
      .orderBy(asc(tags.name)),
    db.select().from(productAttributes).where(eq(productAttributes.productId, id)).orderBy(asc(productAttributes.position)),
    db
      .select({ termId: productAttributeTerms.termId, attributeId: attributeTerms.attributeId })
      .from(productAttributeTerms)
      .innerJoin(attributeTerms, eq(attributeTerms.id, productAttributeTerms.termId))
      .where(eq(productAttributeTerms.productId, id))
      .orderBy(asc(attributeTerms.position), asc(attributeTerms.id)),
    db.select().from(variations).where(eq(variations.productId, id)).orderBy(asc(variations.position), asc(variations.id)),
    db
      .select({ id: images.id, key: images.key, alt: images.alt, width: images.width, height: images.height })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId))
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(images.id)),
    db.select({ id: groupedChildren.childId }).from(groupedChildren).where(eq(groupedChildren.groupedId, id)).orderBy(asc(groupedChildren.position)),
    db
      .select({ kind: productLinks.kind, linkedId: productLinks.linkedId })
      .from(productLinks)
      .where(eq(productLinks.productId, id))
      .orderBy(asc(productLinks.position), asc(productLinks.linkedId)),
  ]);
  const settings = (row.pageSettings ?? {}) as EditorProduct["pageSettings"];
  return {
    id: row.id,
    version: row.version,
    type: row.type,
    name: row.name,
    slug: row.slug,
    // Older plain-text descriptions reach the editor as the HTML they will be saved as (see rich-text.ts).
    shortDescription: richTextHtml(row.shortDescription),
    description: richTextHtml(row.description),
    status: row.status,
    featured: row.featured,
    regularPrice: row.regularPrice,
    salePrice: row.salePrice,
    scheduledSalePrice: row.scheduledSalePrice,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    sku: row.sku,
    manageStock: row.manageStock,
    stockQuantity: row.stockQuantity,
    stockStatus: row.stockStatus,
    taxClass: row.taxClass,
    soldIndividually: row.soldIndividually,
    virtual: row.virtual,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
    weightGrams: row.weightGrams,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    categoryIds: categoryRows.map((c) => c.id).sort((a, b) => a - b),
    tags: tagRows.map((t) => t.name),
    attributes: attributeRows.map((a) => ({
      attributeId: a.attributeId,
      termIds: termRows.filter((t) => t.attributeId === a.attributeId).map((t) => t.termId),
      usedForVariations: a.usedForVariations,
    })),
    variations: variationRows.map((v) => ({
      id: v.id,
      attributes: v.attributes,
      regularPrice: v.regularPrice,
      salePrice: v.salePrice,
      sku: v.sku,
      stockQuantity: v.manageStock ? v.stockQuantity : null,
      stockStatus: v.stockStatus,
      enabled: v.enabled,
      imageId: v.imageId,
    })),
    images: imageRows,
    mainImageId: row.imageId,
    children: childRows.map((c) => c.id),
    upsellIds: linkRows.filter((l) => l.kind === "upsell").map((l) => l.linkedId),
    crossSellIds: linkRows.filter((l) => l.kind === "cross_sell").map((l) => l.linkedId),
    pageSettings: {
      ...(settings.gallery ? { gallery: settings.gallery } : {}),
      ...(settings.ratingsRequired === undefined ? {} : { ratingsRequired: settings.ratingsRequired }),
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The choices the editor offers: attributes with their terms, the category tree, products to group. */
export async function readVocabulary(db: Queryable, exceptId: number | null): Promise<EditorVocabulary> {
  const [attributeRows, termRows, categoryRows, candidateRows] = await Promise.all([
    db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.name)),
    db.select().from(attributeTerms).orderBy(asc(attributeTerms.position), asc(attributeTerms.name)),
    db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(and(inArray(products.type, ["simple", "variable"]), ne(products.status, "trash"), exceptId ? ne(products.id, exceptId) : undefined))
      .orderBy(asc(products.name))
      .limit(500),
  ]);
  return {
    attributes: attributeRows.map((a) => ({
      id: a.id,
      slug: a.slug,
      name: a.name,
      swatchType: a.swatchType,
      terms: termRows.filter((t) => t.attributeId === a.id).map((t) => ({ id: t.id, slug: t.slug, name: t.name, color: t.color })),
    })),
    categories: categoryRows,
    childCandidates: candidateRows,
  };
}

/** Pictures by id, for showing a refused form's pictures (some uploaded but not saved yet). */
export async function readImages(db: Queryable, ids: readonly number[]): Promise<{ id: number; key: string; alt: string; width: number; height: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: images.id, key: images.key, alt: images.alt, width: images.width, height: images.height })
    .from(images)
    .where(inArray(images.id, [...ids]));
}
