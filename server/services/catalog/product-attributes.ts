import { asc, eq } from "drizzle-orm";
import { imageRef } from "../../../domain/catalog/image.ts";
import type { ProductAttributeDetail } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { attributes, attributeTerms, images, productAttributes, productAttributeTerms } from "../../db/schema/index.ts";
import { imageColumns } from "./cards.ts";

/** The product's attributes in its own order, each with the terms it offers and their swatch colour or image. */
export async function queryProductAttributes(db: Db, productId: number): Promise<ProductAttributeDetail[]> {
  const [used, offered] = await Promise.all([
    db
      .select({
        attributeId: attributes.id,
        slug: attributes.slug,
        name: attributes.name,
        swatchType: attributes.swatchType,
        usedForVariations: productAttributes.usedForVariations,
        visible: productAttributes.visible,
      })
      .from(productAttributes)
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .where(eq(productAttributes.productId, productId))
      .orderBy(asc(productAttributes.position), asc(attributes.name)),
    db
      .select({
        attributeId: attributeTerms.attributeId,
        slug: attributeTerms.slug,
        name: attributeTerms.name,
        color: attributeTerms.color,
        image: imageColumns,
      })
      .from(productAttributeTerms)
      .innerJoin(attributeTerms, eq(attributeTerms.id, productAttributeTerms.termId))
      .leftJoin(images, eq(images.id, attributeTerms.imageId))
      .where(eq(productAttributeTerms.productId, productId))
      .orderBy(asc(attributeTerms.position), asc(attributeTerms.name)),
  ]);
  return used.map(({ attributeId, ...attribute }) => ({
    ...attribute,
    terms: offered
      .filter((term) => term.attributeId === attributeId)
      .map((term) => ({ slug: term.slug, name: term.name, color: term.color, image: term.image ? imageRef(term.image) : null })),
  }));
}
