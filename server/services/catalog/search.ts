/**
 * Full-text search over the generated `products.search_vector` (name and SKU weight A, short description
 * B, description C), matching the start of each typed word ("lin" finds linen), plus SKUs matched exactly
 * or by prefix, case-insensitively. The overlay's live results and the search page both read it.
 */
import { sql, type SQL } from "drizzle-orm";
import { prefixTsQuery } from "../../../domain/catalog/search-query.ts";

const SEARCH_CONFIG = sql.raw("'english'");

/** PostgreSQL text cannot hold NUL; anything else is safe in websearch_to_tsquery, which never fails on syntax. */
export function searchText(q: string | undefined): string | undefined {
  const text = q?.replaceAll("\u0000", "").trim();
  return text ? text : undefined;
}

/** Each typed word as a prefix (built from letters and digits only, so it never fails to parse); no word at all matches nothing. */
function tsQuery(text: string): SQL {
  const prefixes = prefixTsQuery(text);
  return prefixes === null ? sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${text})` : sql`to_tsquery(${SEARCH_CONFIG}, ${prefixes})`;
}

/** `%`, `_` and `\` are LIKE wildcards or its escape; they must match themselves in a SKU. */
function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`) + "%";
}

export function searchCondition(text: string): SQL {
  return sql`(${wordsMatch(text)} OR ${skuPrefixMatch(text)})`;
}

/**
 * The two halves of searchCondition, for a reader that collects each from its own index: under an OR,
 * PostgreSQL tests every row the two indexes found against the whole condition again, search vector
 * included, which costs more than reading the row.
 */
export function wordsMatch(text: string): SQL {
  return sql`products.search_vector @@ ${tsQuery(text)}`;
}

export function skuPrefixMatch(text: string): SQL {
  return sql`lower(products.sku) LIKE lower(${likePrefix(text)})`;
}

/** Relevance: an exact SKU first, then ts_rank. Callers add their own tie-breakers after these. */
export function relevanceOrder(text: string): SQL[] {
  return [sql`(lower(products.sku) = lower(${text})) IS TRUE DESC`, sql`ts_rank(products.search_vector, ${tsQuery(text)}) DESC`];
}
