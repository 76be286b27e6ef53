import type { PricedItem } from "../../../../domain/catalog/product-summary.ts";
import { slugify } from "../bulk.ts";
import { ATTRIBUTES, CATEGORIES, PRODUCTS, TAG_NAMES, type AttributeSlug, type CategoryDef, type ProductDef, type TermDef } from "../catalogue/index.ts";
import { categoryImage, termImage, type ImageSpec } from "./images.ts";
import { planProduct, type ProductPlan } from "./products.ts";

export type { ImageSpec } from "./images.ts";
export type { ProductPlan } from "./products.ts";

export type CataloguePlan = {
  images: ImageSpec[];
  categories: CategoryDef[];
  attributes: typeof ATTRIBUTES;
  tags: { slug: string; name: string }[];
  products: ProductPlan[];
};

/**
 * The whole demo catalogue as rows, computed without touching the database. Pure and deterministic:
 * the same `now` gives the same plan, which the seed then writes in a handful of bulk inserts.
 */
export function planCatalogue(now: Date): CataloguePlan {
  const categoryBySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
  const termIndex = new Map(ATTRIBUTES.flatMap((a) => a.terms.map((t) => [`${a.slug}:${t.slug}`, t] as const)));
  const skuCounters = new Map<string, number>();
  const planned = new Map<string, ProductPlan>();

  const ctx = {
    now,
    category(slug: string): CategoryDef {
      const category = categoryBySlug.get(slug);
      if (!category) throw new Error(`Unknown category "${slug}" in the demo catalogue.`);
      return category;
    },
    term(attribute: AttributeSlug, slug: string): TermDef {
      const term = termIndex.get(`${attribute}:${slug}`);
      if (!term) throw new Error(`Unknown ${attribute} term "${slug}" in the demo catalogue.`);
      return term;
    },
    nextSku(category: CategoryDef): string {
      const n = (skuCounters.get(category.skuCode) ?? 0) + 1;
      skuCounters.set(category.skuCode, n);
      return `VT-${category.skuCode}-${String(n).padStart(2, "0")}`;
    },
    pricedItems(slug: string): PricedItem[] {
      const child = planned.get(slug);
      if (!child || child.row.type !== "simple") throw new Error(`A grouped product bundles "${slug}", which is not a simple product.`);
      return [{ regularPrice: child.row.regularPrice ?? 0, salePrice: child.row.salePrice ?? null, stockStatus: child.row.stockStatus ?? "instock" }];
    },
  };

  // Grouped products read their children's prices, so every other product is planned first.
  const isGrouped = (def: ProductDef) => def.groupOf !== undefined;
  for (const def of [...PRODUCTS.filter((d) => !isGrouped(d)), ...PRODUCTS.filter(isGrouped)]) {
    const plan = planProduct(def, ctx);
    if (planned.has(plan.slug)) throw new Error(`Two demo products share the slug "${plan.slug}".`);
    planned.set(plan.slug, plan);
  }
  const products = PRODUCTS.map((def) => planned.get(slugify(def.name)) as ProductPlan);

  const tagSlugs = [...new Set(products.flatMap((p) => p.tagSlugs))].sort();
  const tags = tagSlugs.map((slug) => {
    const name = TAG_NAMES[slug];
    if (!name) throw new Error(`Unknown tag "${slug}" in the demo catalogue.`);
    return { slug, name };
  });

  const materialTerms = ATTRIBUTES.filter((a) => a.swatchType === "image").flatMap((a) => a.terms);
  return {
    images: [...CATEGORIES.map(categoryImage), ...materialTerms.map(termImage), ...products.flatMap((p) => [...p.images, ...p.variationImages])],
    categories: CATEGORIES,
    attributes: ATTRIBUTES,
    tags,
    products,
  };
}
