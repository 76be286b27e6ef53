import { describe, expect, it } from "vitest";
import { planCatalogue } from "./plan/index.ts";
import { DEMO_PRODUCT_LINKS } from "./product-links.ts";

const plan = planCatalogue(new Date("2026-11-01T00:00:00Z"));
const bySlug = new Map(plan.products.map((p) => [p.slug, p]));

describe("demo product links", () => {
  it("name only products of the demo catalogue, all published", () => {
    for (const link of DEMO_PRODUCT_LINKS) {
      for (const slug of [link.product, ...link.upsells, ...link.crossSells]) {
        expect(bySlug.get(slug)?.row.status ?? "missing", slug).toBe("publish");
      }
    }
  });

  it("never link a product to itself, nor the same product twice", () => {
    for (const link of DEMO_PRODUCT_LINKS) {
      const linked = [...link.upsells, ...link.crossSells];
      expect(linked).not.toContain(link.product);
      expect(new Set(link.upsells).size).toBe(link.upsells.length);
      expect(new Set(link.crossSells).size).toBe(link.crossSells.length);
    }
    expect(new Set(DEMO_PRODUCT_LINKS.map((l) => l.product)).size).toBe(DEMO_PRODUCT_LINKS.length);
  });

  it("give several products both an upsell and cross-sells", () => {
    expect(DEMO_PRODUCT_LINKS.filter((l) => l.upsells.length > 0 && l.crossSells.length > 0).length).toBeGreaterThanOrEqual(3);
  });
});
