import { asc, eq } from "drizzle-orm";
import { imageRef } from "../../../domain/catalog/image.ts";
import { activePrice } from "../../../domain/catalog/product-summary.ts";
import type { VariationDetail } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { images, variations } from "../../db/schema/index.ts";
import { imageColumns } from "./cards.ts";
import { dimensions } from "./dimensions.ts";

/** Every variation of the product, disabled ones included (flagged), in the merchant's order. */
export async function queryVariations(db: Db, productId: number): Promise<VariationDetail[]> {
  const rows = await db
    .select({ variation: variations, image: imageColumns })
    .from(variations)
    .leftJoin(images, eq(images.id, variations.imageId))
    .where(eq(variations.productId, productId))
    .orderBy(asc(variations.position), asc(variations.id));
  return rows.map(({ variation: v, image }) => {
    const price = activePrice(v);
    return {
      id: v.id,
      attributes: v.attributes,
      sku: v.sku,
      price,
      regularPrice: v.regularPrice,
      onSale: price < v.regularPrice,
      stockStatus: v.stockStatus,
      stockQuantity: v.stockQuantity,
      enabled: v.enabled,
      purchasable: v.purchasable,
      soldIndividually: v.soldIndividually,
      minQuantity: v.minQuantity,
      maxQuantity: v.maxQuantity,
      weightGrams: v.weightGrams,
      dimensionsMm: dimensions(v),
      image: image ? imageRef(image) : null,
    };
  });
}
