import { describe, expect, it } from "vitest";
import { slugify } from "../bulk.ts";
import { ATTRIBUTES, PRODUCTS } from "../catalogue/index.ts";
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

  it("gives every variation a picture of its own colour, from the gallery or its own", () => {
    const swatch = new Map(ATTRIBUTES.find((a) => a.slug === "colour")!.terms.map((t) => [t.slug, t.color]));
    for (const product of planCatalogue(NOW).products) {
      const pictures = new Map([...product.images, ...product.variationImages].map((i) => [i.key, i]));
      for (const v of product.variations) {
        const picture = pictures.get(v.imageKey ?? "");
        expect(picture, `${product.slug} ${JSON.stringify(v.attributes)}`).toBeDefined();
        if (v.colour) expect(picture!.recipe.color).toBe(swatch.get(v.colour));
      }
    }
  });

  it("draws every colour picture in its swatch's exact colour", () => {
    const plan = planCatalogue(NOW);
    const swatches = ATTRIBUTES.find((a) => a.slug === "colour")!.terms;
    for (const product of plan.products) {
      for (const image of product.images) {
        const named = swatches.find((t) => image.alt.includes(` in ${t.name},`));
        if (named) expect(image.recipe.color, image.key).toBe(named.color);
      }
    }
  });

  it("draws each product as its own kind of object", () => {
    for (const product of planCatalogue(NOW).products) {
      const def = PRODUCTS.find((d) => slugify(d.name) === product.slug)!;
      expect(def.motif, product.slug).toBeDefined();
      expect(product.images[0]!.recipe.motif).toBe(def.motif);
    }
  });
});
