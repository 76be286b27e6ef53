import { useEffect, useState } from "react";
import type { TaxClass } from "../../domain/tax/rates.ts";
import { LIVE_SEARCH_DEBOUNCE_MS, LIVE_SEARCH_PRODUCT_LIMIT, liveSearchTerms, matchingCategories } from "../../domain/shell/live-search.ts";

export type LiveProduct = {
  slug: string;
  name: string;
  price: { min: number; max: number };
  taxClass?: TaxClass;
  image: { src: string; alt: string; srcset?: { url: string; width: number }[] } | null;
};
export type LiveCategory = { slug: string; name: string; productCount: number };
export type LiveResults = { terms: string; products: LiveProduct[]; categories: LiveCategory[] };

/** The categories, asked for once per page and shared by every search. */
let categoryList: Promise<LiveCategory[]> | null = null;
function categories(): Promise<LiveCategory[]> {
  categoryList ??= fetch("/api/categories")
    .then((response) => (response.ok ? (response.json() as Promise<{ categories: LiveCategory[] }>) : { categories: [] }))
    .then((answer) => answer.categories)
    .catch(() => {
      categoryList = null;
      return [];
    });
  return categoryList;
}

/**
 * Products and categories for what the shopper is typing, asked `LIVE_SEARCH_DEBOUNCE_MS` after the last
 * key (an older question still on its way is dropped). Null while there is nothing to show: too few
 * characters, or no answer yet.
 */
export function useLiveSearch(typed: string): LiveResults | null {
  const [results, setResults] = useState<LiveResults | null>(null);
  const terms = liveSearchTerms(typed);
  useEffect(() => {
    if (terms === null) {
      setResults(null);
      return;
    }
    const abort = new AbortController();
    const timer = window.setTimeout(async () => {
      const query = new URLSearchParams({ q: terms, perPage: String(LIVE_SEARCH_PRODUCT_LIMIT) });
      const [products, allCategories] = await Promise.all([
        fetch(`/api/products?${query}`, { signal: abort.signal })
          .then((response) => (response.ok ? (response.json() as Promise<{ items: LiveProduct[] }>) : { items: [] }))
          .then((answer) => answer.items)
          .catch(() => null),
        categories(),
      ]);
      if (abort.signal.aborted || products === null) return;
      setResults({ terms, products, categories: matchingCategories(allCategories, terms) });
    }, LIVE_SEARCH_DEBOUNCE_MS);
    return () => {
      abort.abort();
      window.clearTimeout(timer);
    };
  }, [terms]);
  return results;
}
