/**
 * Which products the product page shows as "Related products": those sharing the most categories and tags
 * with it, the ones that can be bought first, never the product itself nor its upsells (shown above them).
 * Ties are broken by a mix of the two ids: the order is the same on every visit to a page (nothing jumps
 * when it is reloaded or cached) yet differs from product to product, so one popular item does not lead
 * every page.
 */
export const RELATED_PRODUCTS_LIMIT = 4;
/** A shared category says more about kinship than a shared tag. */
export const CATEGORY_WEIGHT = 2;
export const TAG_WEIGHT = 1;

export type RelatedCandidate = { id: number; sharedCategories: number; sharedTags: number; inStock: boolean };

export type RelatedOptions = { exclude?: Iterable<number>; limit?: number };

export function rankRelated(productId: number, candidates: readonly RelatedCandidate[], options: RelatedOptions = {}): number[] {
  const excluded = new Set(options.exclude ?? []);
  excluded.add(productId);
  const limit = options.limit ?? RELATED_PRODUCTS_LIMIT;
  return candidates
    .filter((c) => !excluded.has(c.id) && c.sharedCategories + c.sharedTags > 0)
    .map((c) => ({ id: c.id, inStock: c.inStock, score: relatedScore(c), tie: tieBreak(productId, c.id) }))
    .sort((a, b) => Number(b.inStock) - Number(a.inStock) || b.score - a.score || a.tie - b.tie || a.id - b.id)
    .slice(0, Math.max(0, limit))
    .map((c) => c.id);
}

export function relatedScore(candidate: Pick<RelatedCandidate, "sharedCategories" | "sharedTags">): number {
  return candidate.sharedCategories * CATEGORY_WEIGHT + candidate.sharedTags * TAG_WEIGHT;
}

/** A 32-bit mix of the pair (integer hashing after Knuth): fixed for the pair, scattered across pairs. */
export function tieBreak(productId: number, candidateId: number): number {
  let x = Math.imul(productId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(candidateId, 0xc2b2ae35);
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  return x >>> 0;
}
