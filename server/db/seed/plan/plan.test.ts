import { describe, expect, it } from "vitest";
import { planCatalogue } from "./index.ts";

const NOW = new Date("2026-11-01T00:00:00Z");

describe("demo catalogue plan", () => {
  it("is the same on every run for the same day", () => {
    expect(JSON.stringify(planCatalogue(NOW))).toBe(JSON.stringify(planCatalogue(new Date(NOW))));
  });

  it("dates everything in the past of the seed moment", () => {
    const plan = planCatalogue(NOW);
    for (const product of plan.products) {
      expect(product.row.createdAt?.getTime()).toBeLessThan(NOW.getTime());
      for (const review of product.reviews) {
        expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(product.row.createdAt?.getTime() ?? 0);
        expect(review.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
    }
  });

  it("gives unique image keys, SKUs and slugs", () => {
    const plan = planCatalogue(NOW);
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(plan.images.map((i) => i.key))).toBe(true);
    expect(unique(plan.products.map((p) => p.slug))).toBe(true);
    expect(unique(plan.products.flatMap((p) => [p.row.sku ?? "", ...p.variations.map((v) => v.sku)]))).toBe(true);
  });

  it("points variation images at pictures of the product's own gallery", () => {
    for (const product of planCatalogue(NOW).products) {
      const gallery = new Set(product.images.map((i) => i.key));
      for (const v of product.variations) if (v.imageKey) expect(gallery.has(v.imageKey)).toBe(true);
    }
  });
});
