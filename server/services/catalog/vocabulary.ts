import { asc, count, eq } from "drizzle-orm";
import type { SwatchType, TermFilter, TermOperator } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { attributes, attributeTerms, products, tags } from "../../db/schema/index.ts";
import { type CategoryLink, loadCategoryLinks } from "./category-tree.ts";

export type VocabularyTerm = { id: number; slug: string; name: string; color: string | null };
export type VocabularyTag = { id: number; slug: string; name: string };
export type VocabularyAttribute = { id: number; slug: string; name: string; swatchType: SwatchType; terms: VocabularyTerm[] };

/**
 * What a listing query's slugs refer to: every attribute with its terms in display order, and the category
 * tree. A shop has dozens or hundreds of these rows, not thousands, so they are read whole and cached.
 * Looking slugs up before the listing queries lets PostgreSQL plan with the real ids and their statistics.
 */
export type Vocabulary = {
  attributes: VocabularyAttribute[];
  bySlug: Map<string, VocabularyAttribute>;
  categories: CategoryLink[];
  /** Every product tag by slug: the /tag/:slug archives look theirs up here. */
  tags: Map<string, VocabularyTag>;
  /** How many products are published: the listing planner weighs a filter's share of the shop with it. */
  publishedCount: number;
};

export async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const [rows, categories, tagRows, published] = await Promise.all([
    loadAttributeTerms(db),
    loadCategoryLinks(db),
    db.select({ id: tags.id, slug: tags.slug, name: tags.name }).from(tags),
    db.select({ n: count() }).from(products).where(eq(products.status, "publish")),
  ]);
  const bySlug = new Map<string, VocabularyAttribute>();
  for (const row of rows) {
    let attribute = bySlug.get(row.attributeSlug);
    if (!attribute) {
      attribute = { id: row.attributeId, slug: row.attributeSlug, name: row.attributeName, swatchType: row.swatchType, terms: [] };
      bySlug.set(row.attributeSlug, attribute);
    }
    attribute.terms.push({ id: row.termId, slug: row.termSlug, name: row.termName, color: row.color });
  }
  const tagsBySlug = new Map(tagRows.map((tag) => [tag.slug, tag]));
  return { attributes: [...bySlug.values()], bySlug, categories, tags: tagsBySlug, publishedCount: Number(published[0]?.n ?? 0) };
}

function loadAttributeTerms(db: Db) {
  return db
    .select({
      attributeId: attributes.id,
      attributeSlug: attributes.slug,
      attributeName: attributes.name,
      swatchType: attributes.swatchType,
      termId: attributeTerms.id,
      termSlug: attributeTerms.slug,
      termName: attributeTerms.name,
      color: attributeTerms.color,
    })
    .from(attributes)
    .innerJoin(attributeTerms, eq(attributeTerms.attributeId, attributes.id))
    .orderBy(
      asc(attributes.position),
      asc(attributes.name),
      asc(attributes.id),
      asc(attributeTerms.position),
      asc(attributeTerms.name),
      asc(attributeTerms.id),
    );
}

/** A term filter with its slugs looked up: the ids it names and the ids of its whole attribute. */
export type ResolvedFilter = {
  taxonomy: string;
  operator: TermOperator;
  termIds: number[];
  /** False when a slug names no term: an AND filter then matches nothing, IN and NOT IN use the rest. */
  allTermsKnown: boolean;
  attributeTermIds: number[];
};

export function resolveFilters(vocabulary: Vocabulary, filters: TermFilter[]): ResolvedFilter[] {
  return filters.map((filter) => {
    const attribute = vocabulary.bySlug.get(filter.taxonomy);
    const termIds = filter.terms.flatMap((slug) => attribute?.terms.find((t) => t.slug === slug)?.id ?? []);
    return {
      taxonomy: filter.taxonomy,
      operator: filter.operator,
      termIds,
      allTermsKnown: termIds.length === filter.terms.length,
      attributeTermIds: attribute?.terms.map((t) => t.id) ?? [],
    };
  });
}

/** The term an attribute-term archive names, with its attribute; undefined when either slug is unknown. */
export function findTerm(vocabulary: Vocabulary, attributeSlug: string, termSlug: string) {
  const attribute = vocabulary.bySlug.get(attributeSlug);
  const term = attribute?.terms.find((t) => t.slug === termSlug);
  return attribute && term ? { attribute, term } : undefined;
}
