import { sql } from "drizzle-orm";
import type { Facet, FacetTerm } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { and, type ListingConditions, termFilterCondition } from "./listing-conditions.ts";
import { parameterList, sqlRows } from "./sql-rows.ts";
import type { ResolvedFilter, Vocabulary } from "./vocabulary.ts";

/**
 * How many products of the listing offer each term, in one grouped statement. A term's count applies
 * every filter except the one on its own attribute (classic faceting: ticking another colour widens the
 * colour choice rather than narrowing it), so each filter reads "the term belongs to the filtered
 * attribute, or the product passes the filter".
 *
 * The terms come from each listed product's own `attribute_term_ids`, which the covering listing index
 * holds: one index-only pass over the listing, with no join to product_attribute_terms. The inner query
 * unnests the array in its select list and tests each filter once per product; at 100,000 products
 * this ran 3x faster than a lateral unnest and 6x faster than joining the term rows.
 */
export async function queryFacetCounts(db: Db, conditions: ListingConditions): Promise<Map<number, number>> {
  const flags = conditions.filters.map((filter, i) => sql`${termFilterCondition(filter)} AS ${sql.raw(`passes_${i}`)}`);
  const exemptions = conditions.filters.map(ownAttributeExempt);
  const rows = await sqlRows<{ termId: number; count: number }>(
    db,
    sql`SELECT listed.term_id::int AS "termId", count(*)::int AS count
        FROM (
          SELECT ${sql.join([sql`unnest(products.attribute_term_ids) AS term_id`, ...flags], sql`, `)}
          FROM products
          WHERE ${and([conditions.scope, ...(conditions.price ? [conditions.price] : []), ...contributesSomeTerm(conditions.filters)])}
        ) AS listed
        WHERE ${and(exemptions)}
        GROUP BY listed.term_id`,
  );
  return new Map(rows.map((r) => [r.termId, r.count]));
}

/**
 * A product offers a term to the counts only when it passes every filter on the other attributes, so
 * one that fails filters on two attributes offers none: with two or more filters, each on its own
 * attribute, those products are dropped before their arrays are unnested (a necessary condition only;
 * the exemptions above still decide each term).
 */
function contributesSomeTerm(filters: ResolvedFilter[]) {
  const distinct = new Set(filters.map((f) => f.taxonomy)).size === filters.length;
  if (filters.length < 2 || !distinct) return [];
  const passed = sql.join(
    filters.map((filter) => sql`(${termFilterCondition(filter)})::int`),
    sql` + `,
  );
  return [sql`(${passed}) >= ${filters.length - 1}`];
}

function ownAttributeExempt(filter: ResolvedFilter, i: number) {
  const passes = sql.raw(`listed.passes_${i}`);
  if (filter.attributeTermIds.length === 0) return passes;
  return sql`(listed.term_id IN (${parameterList(filter.attributeTermIds)}) OR ${passes})`;
}

/**
 * Facets in the vocabulary's display order: the terms some listed product offers, plus the terms a filter
 * names even when none is left (so the shopper can still untick them). Attributes with no such term are left out.
 */
export function buildFacets(vocabulary: Vocabulary, counts: Map<number, number>, filters: ResolvedFilter[]): Facet[] {
  const selected = new Set(filters.flatMap((f) => f.termIds));
  return vocabulary.attributes.flatMap((attribute) => {
    const terms: FacetTerm[] = attribute.terms
      .filter((term) => (counts.get(term.id) ?? 0) > 0 || selected.has(term.id))
      .map((term) => ({ slug: term.slug, name: term.name, count: counts.get(term.id) ?? 0, color: term.color }));
    return terms.length === 0 ? [] : [{ attribute: attribute.slug, name: attribute.name, swatchType: attribute.swatchType, terms }];
  });
}
