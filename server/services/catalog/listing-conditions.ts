/**
 * The WHERE clauses of a listing, written against the table as plain `products` so the page, count and
 * facet statements can share them. Slugs are looked up first (vocabulary.ts): the conditions carry ids.
 */
import { sql, type SQL } from "drizzle-orm";
import type { ListingQuery } from "../../../domain/catalog/types.ts";
import { subtreeIds } from "./category-tree.ts";
import { searchCondition, searchText } from "./search.ts";
import { parameterList } from "./sql-rows.ts";
import { findTerm, resolveFilters, type ResolvedFilter, type Vocabulary } from "./vocabulary.ts";

export type ListingConditions = {
  /** Published, in the category or below it, matching the search. */
  scope: SQL;
  /** The price range overlaps [minPrice, maxPrice]; null without a price filter. */
  price: SQL | null;
  filters: ResolvedFilter[];
  search: string | undefined;
};

export function listingConditions(query: ListingQuery, vocabulary: Vocabulary): ListingConditions {
  const search = searchText(query.q);
  const scope = [sql`products.status = 'publish'`];
  if (query.category !== undefined) scope.push(inCategories(subtreeIds(vocabulary.categories, query.category)));
  if (query.tag !== undefined) scope.push(withTag(vocabulary.tags.get(query.tag)?.id));
  if (query.term !== undefined) {
    const found = findTerm(vocabulary, query.term.attribute, query.term.term);
    scope.push(found ? sql`products.attribute_term_ids && ${termArray([found.term.id])}` : sql`false`);
  }
  if (search !== undefined) scope.push(searchCondition(search));
  return { scope: and(scope), price: priceOverlap(query), filters: resolveFilters(vocabulary, query.filters), search };
}

export function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql`(${sql.join(conditions, sql` AND `)})`;
}

function inCategories(ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM product_categories in_category
    WHERE in_category.product_id = products.id AND in_category.category_id IN (${parameterList(ids)}))`;
}

function withTag(id: number | undefined): SQL {
  if (id === undefined) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM product_tags with_tag WHERE with_tag.product_id = products.id AND with_tag.tag_id = ${id})`;
}

function priceOverlap(query: Pick<ListingQuery, "minPrice" | "maxPrice">): SQL | null {
  const bounds: SQL[] = [];
  if (query.minPrice !== undefined) bounds.push(sql`products.price_max >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) bounds.push(sql`products.price_min <= ${query.maxPrice}`);
  return bounds.length === 0 ? null : and(bounds);
}

/**
 * A term filter as a test on the product's own row: `products.attribute_term_ids` holds the sorted ids of
 * the terms it offers (kept from product_attribute_terms by triggers), so a filter is an array operator
 * on the row, with no join. IN is "has any of the terms" (&&), NOT IN "has none of them", AND "has all
 * of them" (@>). The listing, its total and its facets all use this one form.
 */
export function termFilterCondition(filter: ResolvedFilter): SQL {
  if (filter.termIds.length === 0 || (filter.operator === "AND" && !filter.allTermsKnown)) {
    return filter.operator === "NOT IN" ? sql`true` : sql`false`;
  }
  const ids = termArray(filter.termIds);
  switch (filter.operator) {
    case "IN":
      return sql`products.attribute_term_ids && ${ids}`;
    case "NOT IN":
      return sql`NOT (products.attribute_term_ids && ${ids})`;
    case "AND":
      return sql`products.attribute_term_ids @> ${ids}`;
  }
}

/** `ARRAY[$1, $2, …]::integer[]`: one bound scalar each, which PGlite and node-postgres handle alike. */
export function termArray(ids: readonly number[]): SQL {
  return sql`ARRAY[${parameterList(ids)}]::integer[]`;
}

/** Every condition of the listing: what the page and its total count. */
export function allConditions(conditions: ListingConditions): SQL {
  return and([conditions.scope, ...(conditions.price ? [conditions.price] : []), ...conditions.filters.map(termFilterCondition)]);
}
