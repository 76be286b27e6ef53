import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { ProductInput } from "../../../domain/admin/product-editor/product-input.ts";
import { saleProblem } from "../../../domain/admin/product-editor/sale-schedule.ts";
import { isSlug, slugify } from "../../../domain/slug.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { attributes, attributeTerms, categories, images, products, variations } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";

/** How many numbered slugs ("tee-2", "tee-3", …) a new product's generated slug tries before asking. */
const SLUG_ATTEMPTS = 50;

export type CheckedInput = ProductInput & { slug: string; termSlugs: Map<number, { attribute: string; term: string }> };

/**
 * What only the database can tell about a save: the slug and SKUs are free, the categories, terms,
 * pictures and grouped children exist, and each variation names chosen terms. Every problem is named by
 * its form field; all of them are reported at once (400 invalid_product).
 */
export async function checkInput(tx: Queryable, input: ProductInput, productId: number | null): Promise<CheckedInput> {
  const fields: Record<string, string> = {};
  const others = (column: typeof products.id | typeof variations.productId) => (productId ? ne(column, productId) : undefined);

  let slug = input.slug || slugify(input.name);
  if (!isSlug(slug)) fields.slug = "Use lower-case letters, digits and single hyphens.";
  else {
    const taken = async (candidate: string) =>
      (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.slug, candidate), others(products.id)))
          .limit(1)
      ).length > 0;
    if (await taken(slug)) {
      if (input.slug) fields.slug = "Another product already uses this address.";
      else {
        const base = slug;
        for (let n = 2; n < SLUG_ATTEMPTS && (await taken(slug)); n++) slug = `${base}-${n}`;
      }
    }
  }

  const skus = [input.sku, ...input.variations.map((v) => v.sku)].filter((s): s is string => s !== null);
  if (skus.length > 0) {
    const used = new Set(
      [
        ...(await tx
          .select({ sku: products.sku })
          .from(products)
          .where(and(inArray(products.sku, skus), others(products.id)))),
        ...(await tx
          .select({ sku: variations.sku })
          .from(variations)
          .where(and(inArray(variations.sku, skus), others(variations.productId)))),
      ].map((row) => row.sku),
    );
    const seen = new Set<string>();
    const claim = (field: string, sku: string | null) => {
      if (sku === null) return;
      if (used.has(sku) || seen.has(sku)) fields[field] = `The SKU ${sku} is already used by another product or variation.`;
      seen.add(sku);
    };
    claim("sku", input.sku);
    input.variations.forEach((v, i) => claim(`variations.${i}.sku`, v.sku));
  }

  if (input.categoryIds.length) {
    const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds));
    if (found.length !== new Set(input.categoryIds).size) fields.categoryIds = "A chosen category no longer exists.";
  }

  const termIds = input.attributes.flatMap((a) => a.termIds);
  const termRows = termIds.length
    ? await tx
        .select({ id: attributeTerms.id, attributeId: attributeTerms.attributeId, term: attributeTerms.slug, attribute: attributes.slug })
        .from(attributeTerms)
        .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
        .where(inArray(attributeTerms.id, termIds))
    : [];
  const termSlugs = new Map(termRows.map((t) => [t.id, { attribute: t.attribute, term: t.term }]));
  input.attributes.forEach((a, i) => {
    if (a.termIds.some((id) => termRows.find((t) => t.id === id)?.attributeId !== a.attributeId))
      fields[`attributes.${i}.termIds`] = "Choose terms of this attribute.";
  });
  const offered = new Map<string, Set<string>>();
  for (const a of input.attributes.filter((a) => a.usedForVariations)) {
    for (const id of a.termIds) {
      const slugs = termSlugs.get(id);
      if (slugs) offered.set(slugs.attribute, (offered.get(slugs.attribute) ?? new Set()).add(slugs.term));
    }
  }
  input.variations.forEach((v, i) => {
    const fits = Object.entries(v.attributes).every(([attribute, term]) => offered.has(attribute) && (term === "" || offered.get(attribute)!.has(term)));
    if (!fits) fields[`variations.${i}.attributes`] = "This variation names a term the product no longer offers for variations.";
    if (v.salePrice !== null && v.salePrice >= v.regularPrice) fields[`variations.${i}.salePrice`] = "The sale price must be below the price.";
  });

  const imageIds = [...input.images.map((i) => i.id), ...input.variations.flatMap((v) => (v.imageId ? [v.imageId] : []))];
  if (imageIds.length) {
    const found = new Set((await tx.select({ id: images.id }).from(images).where(inArray(images.id, imageIds))).map((r) => r.id));
    input.images.forEach((image, i) => {
      if (!found.has(image.id)) fields[`images.${i}.id`] = "This picture no longer exists.";
    });
  }
  if (input.mainImageId !== null && !input.images.some((i) => i.id === input.mainImageId))
    fields.mainImageId = "Choose the main picture among the product's pictures.";

  if (input.type === "grouped" && input.children.length) {
    if (productId !== null && input.children.includes(productId)) fields.children = "A grouped product cannot hold itself.";
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, input.children), or(eq(products.type, "simple"), eq(products.type, "variable"))));
    if (found.length !== new Set(input.children).size) fields.children = "Choose simple or variable products that exist.";
  }

  for (const field of ["upsellIds", "crossSellIds"] as const) {
    const linked = [...new Set(input[field])];
    if (linked.length === 0) continue;
    if (productId !== null && linked.includes(productId)) {
      fields[field] = "A product cannot be linked to itself.";
      continue;
    }
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, linked), ne(products.status, "trash")));
    if (found.length !== linked.length) fields[field] = "Choose products that exist.";
  }

  if (input.type === "simple" && input.regularPrice === null) fields.regularPrice = "Give the product a price.";
  const sale = saleProblem(
    {
      price: input.salePrice,
      startsAt: input.saleStartsAt ? new Date(input.saleStartsAt) : null,
      endsAt: input.saleEndsAt ? new Date(input.saleEndsAt) : null,
    },
    input.regularPrice,
  );
  if (sale && input.type === "simple") fields[sale.field] = sale.message;
  if (input.maxQuantity !== null && input.maxQuantity < input.minQuantity) fields.maxQuantity = "The maximum must be at least the minimum.";
  if (input.manageStock && input.stockQuantity === null) fields.stockQuantity = "Give the quantity in stock, or stop managing stock.";

  if (Object.keys(fields).length > 0) throw new ServiceError("invalid", "invalid_product", "Please correct the fields marked below.", { fields });
  return { ...input, slug, termSlugs };
}
