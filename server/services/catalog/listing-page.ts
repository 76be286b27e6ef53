import { asc, eq, sql } from "drizzle-orm";
import type { ListingQuery, ProductCard } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { images, products } from "../../db/schema/index.ts";
import { cardColumns, imageColumns, toProductCard, variableRegularRanges } from "./cards.ts";
import { allConditions, type ListingConditions } from "./listing-conditions.ts";
import { listingOrder } from "./sorting.ts";

/**
 * How the page query finds its rows. "index-order" reads products in the order of a listing index,
 * tests each against the filters and stops after the page: cheap while matches are common. When few
 * products match, that walk reads most of the catalogue before it fills a page (at 100,000 products a
 * filter combination matching none walked them all, about a second), and PostgreSQL cannot see it
 * coming when filters are correlated. "collect-first" gathers the matching ids first (from the covering
 * listing index or the GIN term index) and sorts only those.
 */
export type PageStrategy = "index-order" | "collect-first";

/**
 * Chooses from the listing's real total: walking in index order reads about (offset + page size) ×
 * published / total rows; collecting reads the matches plus a pass over the narrow covering index,
 * which costs about a tenth of walking as many heap rows.
 */
export function pageStrategy(query: Pick<ListingQuery, "page" | "perPage">, total: number, publishedCount: number): PageStrategy {
  const needed = query.page * query.perPage;
  const walked = (needed * publishedCount) / Math.max(total, 1);
  return walked > publishedCount / 10 + total ? "collect-first" : "index-order";
}

/**
 * One page of cards. The inner query finds the page's rows (see PageStrategy); only those rows are then
 * joined to their images (not the rows skipped by OFFSET). The row number keeps the order through that join.
 */
export async function queryPageCards(
  db: Db,
  query: Pick<ListingQuery, "page" | "perPage" | "sort">,
  conditions: ListingConditions,
  strategy: PageStrategy = "index-order",
): Promise<ProductCard[]> {
  const order = listingOrder(query.sort, conditions.search);
  const matching = allConditions(conditions);
  // ARRAY(subquery) runs once, before the outer scan: the planner cannot turn it back into an index walk.
  const where = strategy === "collect-first" ? sql`products.id = ANY (ARRAY(SELECT products.id FROM products WHERE ${matching}))` : matching;
  const page = db
    .select({
      ...cardColumns,
      position: sql<number>`(row_number() OVER (ORDER BY ${sql.join(order, sql`, `)}))::int`.as("position"),
    })
    .from(products)
    .where(where)
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
        taxClass: page.taxClass,
        averageRating: page.averageRating,
        ratingCount: page.ratingCount,
        stockStatus: page.stockStatus,
      },
      image: imageColumns,
    })
    .from(page)
    .leftJoin(images, eq(images.id, page.imageId))
    .orderBy(asc(page.position));

  const regular = await variableRegularRanges(
    db,
    rows.map((r) => r.card),
  );
  return rows.map(({ card, image }) => toProductCard(card, image, regular.get(card.id)));
}
