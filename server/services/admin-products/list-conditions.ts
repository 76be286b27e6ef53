import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { ProductListFilter } from "../../../domain/admin/product-list.ts";
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
