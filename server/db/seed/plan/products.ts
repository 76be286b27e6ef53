import { summarizeItems, type PricedItem } from "../../../../domain/catalog/product-summary.ts";
import { paragraphsToHtml, richTextHtml } from "../../../../domain/content/rich-text.ts";
import type { products } from "../../schema/index.ts";
import { slugify } from "../bulk.ts";
import { CARE_NOTES, type AttributeSlug, type CategoryDef, type ProductDef, type TermDef } from "../catalogue/index.ts";
import { randomFor } from "../random.ts";
import { galleryImages, variationImage, type ImageSpec } from "./images.ts";
import { planReviews, ratingSummary, type ReviewSpec } from "./reviews.ts";
import { expandVariations, type VariationSpec } from "./variations.ts";

type ProductRow = Omit<typeof products.$inferInsert, "id" | "imageId" | "searchVector">;

export type ProductPlan = {
  slug: string;
  row: ProductRow;
  categorySlugs: string[];
  tagSlugs: string[];
  images: ImageSpec[];
  /** Pictures of variations the gallery has no picture for; not part of the gallery. */
  variationImages: ImageSpec[];
  attributes: { attribute: AttributeSlug; position: number; usedForVariations: boolean }[];
  terms: { attribute: AttributeSlug; term: string }[];
  variations: (VariationSpec & { imageKey: string | null })[];
  groupChildren: string[];
  reviews: ReviewSpec[];
};

export type PlanContext = {
  now: Date;
  category(slug: string): CategoryDef;
  term(attribute: AttributeSlug, slug: string): TermDef;
  /** Next product SKU of a category, e.g. VT-KIT-03. */
  nextSku(category: CategoryDef): string;
  /** Priced items of an already planned simple product (for grouped products). */
  pricedItems(slug: string): PricedItem[];
};

const DAY_MS = 86_400_000;
const NEW_IN_DAYS = 21;

export function planProduct(def: ProductDef, ctx: PlanContext): ProductPlan {
  const slug = slugify(def.name);
  const random = randomFor(`product:${slug}`);
  const category = ctx.category(def.category);
  const sku = ctx.nextSku(category);
  const createdAt = new Date(ctx.now.getTime() - random.int(2, 270) * DAY_MS - random.int(0, 1439) * 60_000);
  const colours = (def.colours ?? []).map((term) => ctx.term("colour", term));
  const material = def.materials?.[0] === undefined ? undefined : ctx.term("material", def.materials[0]);
  const count = def.images ?? (def.vary && colours.length > 0 ? Math.min(colours.length, 4) : random.pick([1, 2, 2, 3, 3, 4]));
  const images = galleryImages({ def, slug, category, colours, material, count }, random);
  // Every variation has a picture of its own colour: the gallery's picture of that colour, or its own.
  const variationImages: ImageSpec[] = [];
  const variations = expandVariations(def, sku, (attribute, term) => ctx.term(attribute, term), random).map((v) => {
    const index = v.colour === null ? -1 : (def.colours ?? []).indexOf(v.colour);
    if (index >= 0 && index < images.length) return { ...v, imageKey: `p-${slug}-${index + 1}` };
    const terms = Object.entries(v.attributes)
      .filter(([, term]) => term !== "")
      .map(([attribute, term]) => ctx.term(attribute as AttributeSlug, term));
    const own = variationImage(def, slug, category, v.position, terms);
    variationImages.push(own);
    return { ...v, imageKey: own.key };
  });
  const stock = simpleStock(def, random);
  const ownItem: PricedItem = { regularPrice: def.price, salePrice: def.sale ?? null, stockStatus: stock.stockStatus };
  const items = def.groupOf ? def.groupOf.flatMap((child) => ctx.pricedItems(child)) : def.vary ? variations : [ownItem];
  const summary = summarizeItems(items);
  const reviews = planReviews(createdAt, ctx.now, randomFor(`reviews:${slug}`));
  const bestseller = def.tags?.includes("bestseller") ?? false;
  const isNew = ctx.now.getTime() - createdAt.getTime() < NEW_IN_DAYS * DAY_MS;
  const weightFactor = 0.8 + random.next() * 0.45;
  const simple = !def.vary && !def.groupOf;

  return {
    slug,
    row: {
      slug,
      type: def.groupOf ? "grouped" : def.vary ? "variable" : "simple",
      status: "publish",
      name: def.name,
      sku,
      shortDescription: richTextHtml(def.short),
      description: descriptionOf(def),
      regularPrice: simple ? def.price : null,
      salePrice: simple ? (def.sale ?? null) : null,
      ...summary,
      ...(simple ? stock : { manageStock: false, stockQuantity: null }),
      stockStatus: summary.stockStatus,
      soldIndividually: def.soldIndividually ?? false,
      taxClass: def.taxClass ?? "standard",
      minQuantity: def.minQuantity ?? 1,
      maxQuantity: def.maxQuantity ?? null,
      weightGrams: def.groupOf ? null : Math.round((category.weight * weightFactor) / 10) * 10,
      lengthMm: def.groupOf ? null : roundTo5(category.dims[0] * weightFactor),
      widthMm: def.groupOf ? null : roundTo5(category.dims[1] * weightFactor),
      heightMm: def.groupOf ? null : roundTo5(category.dims[2] * weightFactor),
      featured: def.featured ?? false,
      pageSettings: def.pageSettings ?? {},
      totalSales: random.int(0, 160) + (bestseller ? random.int(250, 600) : 0),
      ...ratingSummary(reviews),
      createdAt,
    },
    categorySlugs: category.parent ? [category.slug, category.parent] : [category.slug],
    tagSlugs: [...(def.tags ?? []), ...(isNew ? ["new-in"] : [])],
    images,
    variationImages,
    attributes: productAttributes(def),
    terms: (["colour", "size", "material"] as const).flatMap((attribute) => termsOf(def, attribute).map((term) => ({ attribute, term }))),
    variations,
    groupChildren: def.groupOf ?? [],
    reviews,
  };
}

/** A demo description as rich text, through the same allowlist as the editor: the details, then the care notes as a list. */
function descriptionOf(def: ProductDef): string {
  const notes = (def.materials ?? []).map((m) => CARE_NOTES[m]).filter((note): note is string => !!note);
  const care = notes.length ? `<h3>Care</h3><ul>${notes.map((note) => `<li>${paragraphsToHtml(note)}</li>`).join("")}</ul>` : "";
  return richTextHtml(paragraphsToHtml(def.details) + care);
}

function simpleStock(def: ProductDef, random: ReturnType<typeof randomFor>) {
  if (def.outOfStock) return { manageStock: true, stockQuantity: 0, stockStatus: "outofstock" as const };
  if (def.soldIndividually) return { manageStock: true, stockQuantity: random.int(1, 4), stockStatus: "instock" as const };
  if (random.chance(0.55)) return { manageStock: true, stockQuantity: random.int(6, 120), stockStatus: "instock" as const };
  return { manageStock: false, stockQuantity: null, stockStatus: "instock" as const };
}

/** Variation attributes first, in the plan's order, then the attributes only shown in the details. */
function productAttributes(def: ProductDef): ProductPlan["attributes"] {
  const varying = def.vary?.attributes ?? [];
  const shown = (["colour", "size", "material"] as const).filter((a) => !varying.includes(a) && termsOf(def, a).length > 0);
  return [...varying, ...shown].map((attribute, position) => ({ attribute, position, usedForVariations: varying.includes(attribute) }));
}

function termsOf(def: ProductDef, attribute: AttributeSlug): string[] {
  return (attribute === "colour" ? def.colours : attribute === "size" ? def.sizes : def.materials) ?? [];
}

function roundTo5(mm: number): number {
  return Math.round(mm / 5) * 5;
}
