import { and, eq } from "drizzle-orm";
import type { ImageRef, PriceRange, ProductDetail, VariationDetail } from "../../../domain/catalog/types.ts";
import { richTextHtml } from "../../../domain/content/rich-text.ts";
import { parseProductPageOverrides } from "../../../domain/product/schemas.ts";
import type { Db } from "../../db/connect.ts";
import { images, products } from "../../db/schema/index.ts";
import { cardColumns, imageColumns, toProductCard } from "./cards.ts";
import { dimensions } from "./dimensions.ts";
import { queryProductAttributes } from "./product-attributes.ts";
import { queryApprovedReviews, queryGallery, queryGroupedChildren, queryProductCategories, queryProductTags } from "./product-relations.ts";
import { queryVariations } from "./product-variations.ts";

/** A published product by slug with everything its page shows: one lookup, then the rest side by side. */
export async function queryProductDetail(db: Db, slug: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      card: cardColumns,
      detail: {
        sku: products.sku,
        shortDescription: products.shortDescription,
        description: products.description,
        stockQuantity: products.stockQuantity,
        soldIndividually: products.soldIndividually,
        minQuantity: products.minQuantity,
        maxQuantity: products.maxQuantity,
        weightGrams: products.weightGrams,
        lengthMm: products.lengthMm,
        widthMm: products.widthMm,
        heightMm: products.heightMm,
        pageSettings: products.pageSettings,
      },
      image: imageColumns,
    })
    .from(products)
    .leftJoin(images, eq(images.id, products.imageId))
    .where(and(eq(products.slug, slug), eq(products.status, "publish")))
    .limit(1);
  if (!row) return null;

  const { id, type } = row.card;
  const [gallery, categories, tags, attributes, variations, children, reviews] = await Promise.all([
    queryGallery(db, id),
    queryProductCategories(db, id),
    queryProductTags(db, id),
    queryProductAttributes(db, id),
    type === "variable" ? queryVariations(db, id) : Promise.resolve([]),
    type === "grouped" ? queryGroupedChildren(db, id) : Promise.resolve([]),
    queryApprovedReviews(db, id),
  ]);

  const card = toProductCard(row.card, row.image, regularRangeOf(variations));
  const { lengthMm: _l, widthMm: _w, heightMm: _h, ...detail } = row.detail;
  return {
    ...card,
    ...detail,
    // Shown as HTML on the product page: sanitised again on every read, and older plain text converted.
    shortDescription: richTextHtml(detail.shortDescription),
    description: richTextHtml(detail.description),
    dimensionsMm: dimensions(row.detail),
    images: withFeaturedImage(card.image, gallery),
    categories,
    tags,
    attributes,
    variations,
    children,
    reviews,
    pageSettings: parseProductPageOverrides(row.detail.pageSettings),
  };
}

function regularRangeOf(variations: VariationDetail[]): PriceRange | undefined {
  const prices = variations.filter((v) => v.enabled).map((v) => v.regularPrice);
  return prices.length === 0 ? undefined : { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The gallery always shows the product's own image, first unless the merchant placed it elsewhere. */
function withFeaturedImage(featured: ImageRef | null, gallery: ImageRef[]): ImageRef[] {
  if (!featured || gallery.some((image) => image.id === featured.id)) return gallery;
  return [featured, ...gallery];
}
