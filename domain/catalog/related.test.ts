import { describe, expect, it } from "vitest";
import { rankRelated, RELATED_PRODUCTS_LIMIT, relatedScore, tieBreak, type RelatedCandidate } from "./related.ts";

const candidate = (id: number, sharedCategories: number, sharedTags = 0, inStock = true): RelatedCandidate => ({ id, sharedCategories, sharedTags, inStock });

describe("rankRelated", () => {
  it("puts the products sharing the most categories and tags first", () => {
    const ranked = rankRelated(1, [candidate(2, 1), candidate(3, 1, 2), candidate(4, 2, 1)]);
    expect(ranked).toEqual([4, 3, 2]);
  });

  it("weighs a shared category above a shared tag", () => {
    expect(relatedScore({ sharedCategories: 1, sharedTags: 0 })).toBeGreaterThan(relatedScore({ sharedCategories: 0, sharedTags: 1 }));
  });

  it("prefers products in stock over closer ones that are sold out", () => {
    expect(rankRelated(1, [candidate(2, 3, 3, false), candidate(3, 1)])).toEqual([3, 2]);
  });

  it("leaves out the product itself, the excluded ones (its upsells) and products sharing nothing", () => {
    expect(rankRelated(1, [candidate(1, 5), candidate(2, 1), candidate(3, 1), candidate(4, 0, 0)], { exclude: [3] })).toEqual([2]);
  });

  it(`shows at most ${RELATED_PRODUCTS_LIMIT}, or the limit asked for`, () => {
    const many = Array.from({ length: 10 }, (_, i) => candidate(i + 10, 1));
    expect(rankRelated(1, many)).toHaveLength(RELATED_PRODUCTS_LIMIT);
    expect(rankRelated(1, many, { limit: 2 })).toHaveLength(2);
    expect(rankRelated(1, many, { limit: 0 })).toEqual([]);
  });

  it("orders ties the same way every time, whatever order the candidates come in", () => {
    const ties = Array.from({ length: 8 }, (_, i) => candidate(i + 10, 1));
    expect(rankRelated(5, ties)).toEqual(rankRelated(5, [...ties].reverse()));
  });

  it("orders the same ties differently for different products", () => {
    const ties = Array.from({ length: 12 }, (_, i) => candidate(i + 100, 1));
    const firsts = new Set([1, 2, 3, 4, 5, 6].map((productId) => rankRelated(productId, ties, { limit: 1 })[0]));
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe("tieBreak", () => {
  it("is a fixed unsigned 32-bit number for a pair", () => {
    expect(tieBreak(3, 7)).toBe(tieBreak(3, 7));
    expect(tieBreak(3, 7)).toBeGreaterThanOrEqual(0);
    expect(tieBreak(3, 7)).toBeLessThan(2 ** 32);
    expect(tieBreak(3, 7)).not.toBe(tieBreak(7, 3));
  });
});
