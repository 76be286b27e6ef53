import { and, eq, inArray, ne, notInArray } from "drizzle-orm";
import { planSale } from "../../../domain/admin/product-editor/sale-schedule.ts";
import { slugify } from "../../../domain/slug.ts";
import type { Queryable } from "../../db/kit/index.ts";
import {
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
import type { CheckedInput } from "./checks.ts";
import { richTextHtml } from "../../../domain/content/rich-text.ts";

type StockStatus = "instock" | "outofstock" | "onbackorder";

/** Counted stock at zero sells nothing unless the merchant chose backorders. */
function stockStatusOf(counted: boolean, quantity: number | null, chosen: StockStatus): StockStatus {
  if (counted && (quantity ?? 0) <= 0 && chosen === "instock") return "outofstock";
  return chosen;
}

/** The product's own row: every column the editor owns, the sale planned for `now`. */
export function productColumns(input: CheckedInput, now: Date) {
  const sale = planSale(
    {
      price: input.salePrice,
      startsAt: input.saleStartsAt ? new Date(input.saleStartsAt) : null,
      endsAt: input.saleEndsAt ? new Date(input.saleEndsAt) : null,
    },
    now,
  );
  return {
    type: input.type,
    slug: input.slug,
    name: input.name,
    // Sanitised here, at the one place both create and update write a product's columns.
    shortDescription: richTextHtml(input.shortDescription),
    description: richTextHtml(input.description),
    status: input.status,
    featured: input.featured,
    regularPrice: input.regularPrice,
    ...sale,
    sku: input.sku,
    manageStock: input.manageStock,
    stockQuantity: input.manageStock ? input.stockQuantity : null,
    stockStatus: stockStatusOf(input.manageStock, input.stockQuantity, input.stockStatus),
    taxClass: input.taxClass,
    soldIndividually: input.soldIndividually,
    virtual: input.virtual,
    minQuantity: input.minQuantity,
    maxQuantity: input.maxQuantity,
    weightGrams: input.weightGrams,
    lengthMm: input.lengthMm,
    widthMm: input.widthMm,
    heightMm: input.heightMm,
    imageId: input.mainImageId ?? input.images[0]?.id ?? null,
    pageSettings: input.pageSettings,
    updatedAt: now,
  };
}

/** Replaces the product's categories, tags (created as needed), attributes, pictures and grouped children. */
export async function writeRelations(tx: Queryable, productId: number, input: CheckedInput): Promise<void> {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  if (input.categoryIds.length) await tx.insert(productCategories).values([...new Set(input.categoryIds)].map((categoryId) => ({ productId, categoryId })));

  await tx.delete(productTags).where(eq(productTags.productId, productId));
  const tagBySlug = new Map(input.tags.map((name) => [slugify(name), name] as const).filter(([slug]) => slug !== ""));
  if (tagBySlug.size) {
    await tx
      .insert(tags)
      .values([...tagBySlug].map(([slug, name]) => ({ slug, name })))
      .onConflictDoNothing();
    const tagRows = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.slug, [...tagBySlug.keys()]));
    await tx.insert(productTags).values(tagRows.map((tag) => ({ productId, tagId: tag.id })));
  }

  await tx.delete(productAttributes).where(eq(productAttributes.productId, productId));
  await tx.delete(productAttributeTerms).where(eq(productAttributeTerms.productId, productId));
  if (input.attributes.length) {
    await tx
      .insert(productAttributes)
      .values(input.attributes.map((a, position) => ({ productId, attributeId: a.attributeId, position, usedForVariations: a.usedForVariations })));
    const termIds = [...new Set(input.attributes.flatMap((a) => a.termIds))];
    if (termIds.length) await tx.insert(productAttributeTerms).values(termIds.map((termId) => ({ productId, termId })));
  }

  await tx.delete(productImages).where(eq(productImages.productId, productId));
  // Alt text belongs to the picture: the gallery, the cards and the variations all read it from there.
  for (const image of input.images)
    await tx
      .update(images)
      .set({ alt: image.alt })
      .where(and(eq(images.id, image.id), ne(images.alt, image.alt)));
  if (input.images.length) await tx.insert(productImages).values(input.images.map((image, position) => ({ productId, imageId: image.id, position })));

  await tx.delete(productLinks).where(eq(productLinks.productId, productId));
  const links = [
    ...[...new Set(input.upsellIds)].map((linkedId, position) => ({ productId, kind: "upsell" as const, linkedId, position })),
    ...[...new Set(input.crossSellIds)].map((linkedId, position) => ({ productId, kind: "cross_sell" as const, linkedId, position })),
  ];
  if (links.length) await tx.insert(productLinks).values(links);

  await tx.delete(groupedChildren).where(eq(groupedChildren.groupedId, productId));
  if (input.type === "grouped" && input.children.length) {
    await tx.insert(groupedChildren).values([...new Set(input.children)].map((childId, position) => ({ groupedId: productId, childId, position })));
  }
}

/** Updates the variations kept (by id), adds the new ones, deletes those no longer in the list. */
export async function writeVariations(tx: Queryable, productId: number, input: CheckedInput): Promise<void> {
  const list = input.type === "variable" ? input.variations : [];
  const keptIds = list.flatMap((v) => (v.id ? [v.id] : []));
  await tx.delete(variations).where(and(eq(variations.productId, productId), keptIds.length ? notInArray(variations.id, keptIds) : undefined));
  for (const [position, v] of list.entries()) {
    const counted = v.stockQuantity !== null;
    const columns = {
      attributes: v.attributes,
      regularPrice: v.regularPrice,
      salePrice: v.salePrice,
      sku: v.sku,
      manageStock: counted,
      stockQuantity: v.stockQuantity,
      stockStatus: stockStatusOf(counted, v.stockQuantity, v.stockStatus),
      enabled: v.enabled,
      imageId: v.imageId,
      position,
    };
    const updated = v.id
      ? await tx
          .update(variations)
          .set(columns)
          .where(and(eq(variations.id, v.id), eq(variations.productId, productId)))
          .returning({ id: variations.id })
      : [];
    if (updated.length === 0) await tx.insert(variations).values({ productId, ...columns });
  }
}

/** The grouped products that hold this one: their price ranges follow it. */
export async function parentsOf(tx: Queryable, productId: number): Promise<number[]> {
  return (await tx.select({ id: groupedChildren.groupedId }).from(groupedChildren).where(eq(groupedChildren.childId, productId))).map((r) => r.id);
}

export async function insertProduct(tx: Queryable, input: CheckedInput, now: Date): Promise<number> {
  const [row] = await tx.insert(products).values(productColumns(input, now)).returning({ id: products.id });
  return row!.id;
}
