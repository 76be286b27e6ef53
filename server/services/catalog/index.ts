import type { CategoryNode, ListingQuery, ProductCard, ProductDetail, ProductListPage } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { queryCategories } from "./categories.ts";
import { listingConditions } from "./listing-conditions.ts";
import { pageStrategy, queryPageCards } from "./listing-page.ts";
import { aggregatesKey, type ListingAggregates, listingPage, pageKey, queryListingAggregates } from "./listing.ts";
import { queryProductDetail } from "./product-detail.ts";
import { type ProductPageLinks, queryCrossSells, queryProductPageLinks } from "./linked-products.ts";
import { querySearchCategoryCounts } from "./search-category-counts.ts";
import { createTtlCache } from "../../db/kit/index.ts";
import { findTerm, loadVocabulary, type Vocabulary } from "./vocabulary.ts";

export { refreshProductSummaries } from "./product-summaries.ts";

export type ArchiveTerm = { attribute: { slug: string; name: string }; term: { slug: string; name: string } };

export type CatalogService = ReturnType<typeof createCatalogService>;

export type CatalogServiceOptions = {
  /**
   * How long listings, facets, category counts and the attribute vocabulary are served from memory:
   * fresh for `freshMs`, then for `staleMs` more while one background read refreshes them. Counting a
   * large catalogue costs tens of milliseconds; a listing read from memory costs nothing. `freshMs: 0`
   * turns caching off. Product pages are always read fresh (stock must be current there).
   */
  cache?: { freshMs?: number; staleMs?: number };
  now?: () => number;
};

/** Together at most a minute, the same as the API's `cache-control: max-age=60`. */
export const CATALOG_CACHE_DEFAULTS = { freshMs: 10_000, staleMs: 50_000 };

export function createCatalogService(db: Db, options: CatalogServiceOptions = {}) {
  const timing = { ...CATALOG_CACHE_DEFAULTS, ...options.cache, ...(options.now ? { now: options.now } : {}) };
  const vocabularyCache = createTtlCache<Vocabulary>({ ...timing, maxEntries: 1 });
  const aggregatesCache = createTtlCache<ListingAggregates>({ ...timing, maxEntries: 500 });
  const pagesCache = createTtlCache<ProductCard[]>({ ...timing, maxEntries: 2_000 });
  const categoriesCache = createTtlCache<CategoryNode[]>({ ...timing, maxEntries: 1 });
  const searchCountsCache = createTtlCache<Record<string, number>>({ ...timing, maxEntries: 500 });

  const listeners = new Set<() => void>();
  function invalidate(): void {
    vocabularyCache.clear();
    aggregatesCache.clear();
    pagesCache.clear();
    categoriesCache.clear();
    searchCountsCache.clear();
  }
  const vocabulary = () => vocabularyCache.get("all", () => loadVocabulary(db));
  const categories = () => categoriesCache.get("all", () => queryCategories(db));

  return {
    /** A page of published products with its total, facets and price bounds. */
    async listProducts(query: ListingQuery): Promise<ProductListPage> {
      // The page's cards and its aggregates are cached side by side, not one inside the other: a page
      // refreshed from stale aggregates would start a fresh window of its own and outlive the minute.
      const words = await vocabulary();
      const conditions = listingConditions(query, words);
      // The page waits for the aggregates (shared by every page and sort of the listing, so usually
      // cached): their total decides only how the page query finds its rows, never which rows it finds,
      // so a stale total costs at most a slower plan.
      const listingAggregates = aggregatesCache.get(aggregatesKey(query), () => queryListingAggregates(db, conditions, words));
      const [items, aggregates] = await Promise.all([
        pagesCache.get(pageKey(query), async () => {
          const { total } = await listingAggregates;
          return queryPageCards(db, query, conditions, pageStrategy(query, total, words.publishedCount));
        }),
        listingAggregates,
      ]);
      return listingPage(query, items, aggregates);
    },

    /**
     * For a search: how many of its products (with its filters and price range) each category holds, by
     * slug, whatever category the page is scoped to; categories without a match are left out.
     */
    async searchCategoryCounts(query: ListingQuery): Promise<Record<string, number>> {
      const everyCategory = { ...query, category: undefined, page: 1 };
      const words = await vocabulary();
      return searchCountsCache.get(aggregatesKey(everyCategory), () => querySearchCategoryCounts(db, listingConditions(everyCategory, words), words));
    },

    /** A published product with its page's data, or null. */
    async getProduct(slug: string): Promise<ProductDetail | null> {
      return queryProductDetail(db, slug);
    },

    /** The product page's upsells and related products (read fresh, like the page). */
    async productPageLinks(productId: number): Promise<ProductPageLinks> {
      return queryProductPageLinks(db, productId);
    },

    /** Products the cart's products suggest (cross-sells), those already in the cart left out. */
    async crossSells(cartProductIds: readonly number[]) {
      return queryCrossSells(db, cartProductIds);
    },

    /** Every category by position then name; a count includes the products of the categories below it. */
    async listCategories(): Promise<CategoryNode[]> {
      return categories();
    },

    async getCategory(slug: string): Promise<CategoryNode | null> {
      return (await categories()).find((category) => category.slug === slug) ?? null;
    },

    /** A product tag by slug (its archive's heading), or null. */
    async getTag(slug: string): Promise<{ slug: string; name: string } | null> {
      const tag = (await vocabulary()).tags.get(slug);
      return tag ? { slug: tag.slug, name: tag.name } : null;
    },

    /** An attribute's term by both slugs (its archive's heading), or null. */
    async getAttributeTerm(attribute: string, term: string): Promise<ArchiveTerm | null> {
      const found = findTerm(await vocabulary(), attribute, term);
      if (!found) return null;
      return { attribute: { slug: found.attribute.slug, name: found.attribute.name }, term: { slug: found.term.slug, name: found.term.name } };
    },

    /** Drops every cached listing and count; call it after changing products, terms or categories. */
    invalidate,

    /**
     * After a committed catalogue change (the admin's saves and bulk jobs): the caches are dropped and
     * whoever keeps pages built from the catalogue (the page cache) is told.
     */
    changed(): void {
      invalidate();
      for (const listener of listeners) listener();
    },

    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
