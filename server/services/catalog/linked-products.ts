import { and, eq, inArray, sql } from "drizzle-orm";
import { rankRelated, RELATED_PRODUCTS_LIMIT, type RelatedCandidate } from "../../../domain/catalog/related.ts";
import type { ProductCard } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { images, productLinks, products } from "../../db/schema/index.ts";
import { cardColumns, imageColumns, toProductCard, variableRegularRanges } from "./cards.ts";
import { sqlRows } from "./sql-rows.ts";

/** How many candidates sharing the most terms the ranking sees: plenty for a page of four. */
const RELATED_CANDIDATES_READ = 120;
export const CROSS_SELLS_LIMIT = 4;
/** Upsells shown on a product page, in the merchant's order. */
export const UPSELLS_LIMIT = 8;

export type ProductPageLinks = { upsells: ProductCard[]; related: ProductCard[] };

/** Published products as cards, in the order of `ids` (missing and unpublished ones left out). */
export async function queryCardsByIds(db: Db, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ card: cardColumns, image: imageColumns })
    .from(products)
    .leftJoin(images, eq(images.id, products.imageId))
    .where(and(inArray(products.id, [...ids]), eq(products.status, "publish")));
  const regular = await variableRegularRanges(
    db,
    rows.map((r) => r.card),
  );
  const byId = new Map(rows.map(({ card, image }) => [card.id, toProductCard(card, image, regular.get(card.id))]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids a product links to of one kind, in the merchant's order. */
export async function queryLinkedIds(db: Db, productIds: readonly number[], kind: "upsell" | "cross_sell"): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ linkedId: productLinks.linkedId })
    .from(productLinks)
    .where(and(inArray(productLinks.productId, [...productIds]), eq(productLinks.kind, kind)))
    .orderBy(productLinks.position, productLinks.productId, productLinks.linkedId);
  return [...new Set(rows.map((r) => r.linkedId))];
}

/** Published products sharing a category or a tag with the product, with how many of each. */
async function queryRelatedCandidates(db: Db, productId: number): Promise<RelatedCandidate[]> {
  return sqlRows<RelatedCandidate>(
    db,
    sql`WITH by_category AS (
          SELECT other.product_id, count(*)::int AS n
          FROM product_categories mine JOIN product_categories other ON other.category_id = mine.category_id
          WHERE mine.product_id = ${productId} AND other.product_id <> ${productId}
          GROUP BY other.product_id
        ), by_tag AS (
          SELECT other.product_id, count(*)::int AS n
          FROM product_tags mine JOIN product_tags other ON other.tag_id = mine.tag_id
          WHERE mine.product_id = ${productId} AND other.product_id <> ${productId}
          GROUP BY other.product_id
        )
        SELECT p.id AS id, coalesce(c.n, 0)::int AS "sharedCategories", coalesce(t.n, 0)::int AS "sharedTags",
               (p.stock_status <> 'outofstock') AS "inStock"
        FROM by_category c FULL JOIN by_tag t ON t.product_id = c.product_id
        JOIN products p ON p.id = coalesce(c.product_id, t.product_id)
        WHERE p.status = 'publish'
        ORDER BY (p.stock_status <> 'outofstock') DESC, coalesce(c.n, 0) * 2 + coalesce(t.n, 0) DESC, p.id
        LIMIT ${RELATED_CANDIDATES_READ}`,
  );
}

/** A product page's upsells ("You may also like…") and related products (never one of its upsells). */
export async function queryProductPageLinks(db: Db, productId: number): Promise<ProductPageLinks> {
  const [upsellIds, candidates] = await Promise.all([queryLinkedIds(db, [productId], "upsell"), queryRelatedCandidates(db, productId)]);
  const relatedIds = rankRelated(productId, candidates, { exclude: upsellIds, limit: RELATED_PRODUCTS_LIMIT });
  const cards = await queryCardsByIds(db, [...upsellIds.slice(0, UPSELLS_LIMIT), ...relatedIds]);
  const upsellSet = new Set(upsellIds);
  return { upsells: cards.filter((c) => upsellSet.has(c.id)), related: cards.filter((c) => !upsellSet.has(c.id)) };
}

/** The cart page's cross-sells: what the cart's products link to, minus what is already in the cart. */
export async function queryCrossSells(db: Db, cartProductIds: readonly number[], limit = CROSS_SELLS_LIMIT): Promise<ProductCard[]> {
  const inCart = new Set(cartProductIds);
  const ids = (await queryLinkedIds(db, [...inCart], "cross_sell")).filter((id) => !inCart.has(id));
  return (await queryCardsByIds(db, ids.slice(0, limit * 2))).slice(0, limit);
}
