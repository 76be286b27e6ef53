import { and, eq, inArray, max, min } from "drizzle-orm";
import { imageRef } from "../../../domain/catalog/image.ts";
import type { PriceRange, ProductCard } from "../../../domain/catalog/types.ts";
import type { TaxClass } from "../../../domain/tax/rates.ts";
import type { Db } from "../../db/connect.ts";
import { images, products, variations } from "../../db/schema/index.ts";

/** The product columns a card needs; the listing, grouped children and the product page select these. */
export const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  type: products.type,
  priceMin: products.priceMin,
  priceMax: products.priceMax,
  regularPrice: products.regularPrice,
  onSale: products.onSale,
  taxClass: products.taxClass,
  averageRating: products.averageRating,
  ratingCount: products.ratingCount,
  stockStatus: products.stockStatus,
  imageId: products.imageId,
};

export const imageColumns = { id: images.id, key: images.key, width: images.width, height: images.height, alt: images.alt };

export type CardRow = {
  id: number;
  slug: string;
  name: string;
  type: ProductCard["type"];
  priceMin: number;
  priceMax: number;
  regularPrice: number | null;
  onSale: boolean;
  taxClass: TaxClass;
  averageRating: number;
  ratingCount: number;
  stockStatus: ProductCard["stockStatus"];
};

export type ImageRow = { id: number; key: string; width: number; height: number; alt: string };

/**
 * The regular (before sale) price range of variable products, from their enabled variations; simple
 * products carry theirs on the row. One grouped query for a whole page of cards.
 */
export async function variableRegularRanges(db: Db, rows: Pick<CardRow, "id" | "type">[]): Promise<Map<number, PriceRange>> {
  const ids = rows.filter((row) => row.type === "variable").map((row) => row.id);
  if (ids.length === 0) return new Map();
  const ranges = await db
    .select({ productId: variations.productId, min: min(variations.regularPrice), max: max(variations.regularPrice) })
    .from(variations)
    .where(and(inArray(variations.productId, ids), eq(variations.enabled, true)))
    .groupBy(variations.productId);
  return new Map(ranges.flatMap((r) => (r.min === null || r.max === null ? [] : [[r.productId, { min: r.min, max: r.max }]])));
}

/**
 * A card from its row. The regular price range is the simple product's regular price or the variable
 * product's range; grouped products (and rows missing one) show their current range, so nothing is struck out.
 */
export function toProductCard(row: CardRow, image: ImageRow | null, variableRegular?: PriceRange): ProductCard {
  const price = { min: row.priceMin, max: row.priceMax };
  const regularPrice =
    row.type === "simple" && row.regularPrice !== null
      ? { min: row.regularPrice, max: row.regularPrice }
      : row.type === "variable" && variableRegular
        ? variableRegular
        : price;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    price,
    regularPrice,
    onSale: row.onSale,
    taxClass: row.taxClass,
    averageRating: row.averageRating,
    ratingCount: row.ratingCount,
    stockStatus: row.stockStatus,
    image: image ? imageRef(image) : null,
  };
}
