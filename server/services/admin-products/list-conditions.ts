import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { ProductListFilter, ProductListQuery } from "../../../domain/admin/product-list.ts";
import { products } from "../../db/schema/index.ts";
import { searchCondition, searchText } from "../catalog/search.ts";

/**
 * The WHERE of the admin list (and of a bulk action's "all matching these filters"): each filter a
 * condition an index answers: search through the search-vector GIN index and the lower(sku) prefix
 * index, a category through product_categories' (category_id, product_id) index.
 */
export function listConditions(filter: ProductListFilter): SQL | undefined {
  const text = searchText(filter.q);
  return and(
    filter.status ? eq(products.status, filter.status) : ne(products.status, "trash"),
    filter.type ? eq(products.type, filter.type) : undefined,
    filter.stock ? eq(products.stockStatus, filter.stock) : undefined,
    filter.category
      ? sql`exists (select 1 from product_categories pc join categories c on c.id = pc.category_id where c.slug = ${filter.category} and pc.product_id = ${products.id})`
      : undefined,
    text ? searchCondition(text) : undefined,
  );
}

/** Each sort reads one (column, id) index forwards or backwards; id breaks ties so pages never overlap. */
const SORT_COLUMNS = {
  name: products.name,
  sku: products.sku,
  price: products.priceMin,
  stock: products.stockQuantity,
  updated: products.updatedAt,
  created: products.createdAt,
} as const;

/**
 * A search is ordered like the list (last updated first), not by relevance: ranking reads every match's
 * search vector. Its sort is written so no index can serve it: the planner would otherwise walk a sort
 * index hoping to meet matches early, and a word whose matches sort late (every "Heritage …" after the
 * "A"s to "G"s by name) costs a walk through most of the table. The search index's matches, sorted in
 * memory, cost the same whatever the word.
 */
export function listOrder(query: Pick<ProductListQuery, "q" | "sort" | "dir">): SQL[] {
  const sort = query.sort ?? "updated";
  const dir = query.dir ?? (query.sort ? "asc" : "desc");
  const column = SORT_COLUMNS[sort];
  const searching = searchText(query.q) !== undefined;
  const key = searching ? sql`coalesce(${column}, ${column})` : column;
  const tieBreak = searching ? sql`(${products.id} + 0)` : products.id;
  return dir === "asc" ? [sql`${key} asc`, sql`${tieBreak} asc`] : [sql`${key} desc`, sql`${tieBreak} desc`];
}
