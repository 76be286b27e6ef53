import type { ProductPageOverrides } from "../product/page-settings.ts";
import type { TaxClass } from "../tax/rates.ts";

/** Catalogue shapes shared by the services, the JSON API and the React app. Money is in minor units. */

export type StockStatus = "instock" | "outofstock" | "onbackorder";
export type ProductType = "simple" | "variable" | "grouped";
export type SwatchType = "color" | "image" | "label" | "select";

export type ImageRef = {
  id: number;
  /** URL of the largest rendition. */
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Renditions for `srcset`, narrowest first. */
  srcset: { url: string; width: number }[];
};

export type PriceRange = { min: number; max: number };

/** One tile of the archive grid. */
export type ProductCard = {
  id: number;
  slug: string;
  name: string;
  type: ProductType;
  /** Current price range (sale price where on sale). */
  price: PriceRange;
  /** Regular price range; differs from `price` when on sale. */
  regularPrice: PriceRange;
  onSale: boolean;
  /** Which of the shop's tax rates apply, so a price can be shown with or without tax; standard when absent. */
  taxClass?: TaxClass;
  averageRating: number;
  ratingCount: number;
  stockStatus: StockStatus;
  image: ImageRef | null;
};

export type CategoryNode = {
  id: number;
  slug: string;
  name: string;
  description: string;
  parentId: number | null;
  productCount: number;
};

/** A term of a filterable attribute with the number of products in the current listing that offer it. */
export type FacetTerm = { slug: string; name: string; count: number; color: string | null };
export type Facet = { attribute: string; name: string; swatchType: SwatchType; terms: FacetTerm[] };

export type ProductListPage = {
  items: ProductCard[];
  page: number;
  perPage: number;
  total: number;
  pageCount: number;
  facets: Facet[];
  /** Price bounds of the listing before the price filter, for the price range inputs. */
  priceBounds: PriceRange;
};

export const SORT_KEYS = ["default", "popularity", "rating", "date", "price", "price-desc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** How a term filter combines its terms: `+` AND (all), `~` OR (IN), `!` NOT (NOT IN). */
export type TermOperator = "AND" | "IN" | "NOT IN";
export type TermFilter = { taxonomy: string; terms: string[]; operator: TermOperator };

/** A validated catalogue listing request: the archive, a category, search and GET /api/products share it. */
export type ListingQuery = {
  page: number;
  perPage: number;
  sort: SortKey;
  /** Full-text search terms; when set and sort is "default", results come by relevance. */
  q?: string;
  category?: string;
  /** Products carrying this tag (the /tag/:slug archive). */
  tag?: string;
  /** Products offering this term of this attribute (the /attribute/:attribute/:term archive). */
  term?: { attribute: string; term: string };
  filters: TermFilter[];
  /** Minor units, inclusive. */
  minPrice?: number;
  maxPrice?: number;
};

export type AttributeTermDetail = { slug: string; name: string; color: string | null; image: ImageRef | null };
export type ProductAttributeDetail = {
  slug: string;
  name: string;
  swatchType: SwatchType;
  usedForVariations: boolean;
  visible: boolean;
  terms: AttributeTermDetail[];
};

export type VariationDetail = {
  id: number;
  /** Attribute slug → term slug; an empty string means "any". */
  attributes: Record<string, string>;
  sku: string | null;
  price: number;
  regularPrice: number;
  onSale: boolean;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  enabled: boolean;
  purchasable: boolean;
  soldIndividually: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  weightGrams: number | null;
  dimensionsMm: { length: number; width: number; height: number } | null;
  image: ImageRef | null;
};

export type ReviewDetail = {
  id: number;
  authorName: string;
  /** Null when sent without stars where the shop does not require them. */
  rating: number | null;
  content: string;
  verified: boolean;
  createdAt: string;
  /** The shop's public answer, shown under the review; null when it has not answered. */
  reply: string | null;
  repliedAt: string | null;
};

export type ProductDetail = ProductCard & {
  sku: string | null;
  /** Sanitised HTML (domain/content/rich-text.ts), ready to be shown as markup. */
  shortDescription: string;
  /** Sanitised HTML, as the short description. */
  description: string;
  stockQuantity: number | null;
  soldIndividually: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  weightGrams: number | null;
  dimensionsMm: { length: number; width: number; height: number } | null;
  images: ImageRef[];
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
  attributes: ProductAttributeDetail[];
  variations: VariationDetail[];
  /** Grouped products: their children as cards, in order. */
  children: ProductCard[];
  reviews: ReviewDetail[];
  /** The product's own product-page settings, over the shop's. */
  pageSettings: ProductPageOverrides;
};
