import { and, asc, desc, eq } from "drizzle-orm";
import { imageRef } from "../../../domain/catalog/image.ts";
import type { ImageRef, ProductCard, ReviewDetail } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { categories, groupedChildren, images, productCategories, products, productImages, productTags, reviews, tags } from "../../db/schema/index.ts";
import { cardColumns, imageColumns, toProductCard, variableRegularRanges } from "./cards.ts";

/** The gallery in position order. */
export async function queryGallery(db: Db, productId: number): Promise<ImageRef[]> {
  const rows = await db
    .select(imageColumns)
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.imageId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(images.id));
  return rows.map(imageRef);
}

export async function queryProductCategories(db: Db, productId: number) {
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, productId))
    .orderBy(asc(categories.position), asc(categories.name));
}

export async function queryProductTags(db: Db, productId: number) {
  return db
    .select({ slug: tags.slug, name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, productId))
    .orderBy(asc(tags.name));
}

/** Approved reviews, newest first, each with the shop's reply when it gave one. */
export async function queryApprovedReviews(db: Db, productId: number): Promise<ReviewDetail[]> {
  const rows = await db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      rating: reviews.rating,
      content: reviews.content,
      verified: reviews.verified,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), repliedAt: r.repliedAt?.toISOString() ?? null }));
}

/** A grouped product's published children as cards, in the grouped product's order. */
export async function queryGroupedChildren(db: Db, groupedId: number): Promise<ProductCard[]> {
  const rows = await db
    .select({ card: cardColumns, image: imageColumns })
    .from(groupedChildren)
    .innerJoin(products, eq(products.id, groupedChildren.childId))
    .leftJoin(images, eq(images.id, products.imageId))
    .where(and(eq(groupedChildren.groupedId, groupedId), eq(products.status, "publish")))
    .orderBy(asc(groupedChildren.position), asc(products.id));
  const regular = await variableRegularRanges(
    db,
    rows.map((r) => r.card),
  );
  return rows.map(({ card, image }) => toProductCard(card, image, regular.get(card.id)));
}
