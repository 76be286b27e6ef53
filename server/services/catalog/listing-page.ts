import { asc, eq, sql } from "drizzle-orm";
import type { ListingQuery, ProductCard } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { images, products } from "../../db/schema/index.ts";
import { cardColumns, imageColumns, toProductCard, variableRegularRanges } from "./cards.ts";
import { allConditions, type ListingConditions } from "./listing-conditions.ts";
import { listingOrder } from "./sorting.ts";

/**
 * One page of cards. The inner query reads products in the order of a listing index and stops after the
 * page; only the page's rows are then joined to their images (not the rows skipped by OFFSET). The row
 * number keeps the order through that join.
 */
export async function queryPageCards(
  db: Db,
  query: Pick<ListingQuery, "page" | "perPage" | "sort">,
  conditions: ListingConditions,
): Promise<ProductCard[]> {
  const order = listingOrder(query.sort, conditions.search);
  const page = db
    .select({
      ...cardColumns,
      position: sql<number>`(row_number() OVER (ORDER BY ${sql.join(order, sql`, `)}))::int`.as("position"),
    })
    .from(products)
    .where(allConditions(conditions))
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .as("page");

  const rows = await db
    .select({
      card: {
        id: page.id,
        slug: page.slug,
        name: page.name,
        type: page.type,
        priceMin: page.priceMin,
        priceMax: page.priceMax,
        regularPrice: page.regularPrice,
        onSale: page.onSale,
        averageRating: page.averageRating,
        ratingCount: page.ratingCount,
        stockStatus: page.stockStatus,
      },
      image: imageColumns,
    })
    .from(page)
    .leftJoin(images, eq(images.id, page.imageId))
    .orderBy(asc(page.position));

  const regular = await variableRegularRanges(db, rows.map((r) => r.card));
  return rows.map(({ card, image }) => toProductCard(card, image, regular.get(card.id)));
}
