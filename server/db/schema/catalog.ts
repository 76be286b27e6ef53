import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./customers.ts";
import type { TaxClass } from "../../../domain/tax/rates.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const productType = pgEnum("product_type", ["simple", "variable", "grouped"]);
export const stockStatus = pgEnum("stock_status", ["instock", "outofstock", "onbackorder"]);
export const publishStatus = pgEnum("publish_status", ["publish", "draft", "trash"]);
export const swatchType = pgEnum("swatch_type", ["color", "image", "label", "select"]);
export const reviewStatus = pgEnum("review_status", ["approved", "pending", "spam"]);

/** What the image generator needs to draw a picture again at any width. */
export type ImageRecipe = {
  hue: number;
  accent: number;
  motif: string;
  label: string;
  /** The exact colour of the object (a colour swatch's CSS hex), so the picture matches its swatch. */
  color?: string;
};
/** A picture uploaded in the admin: its original's file name under <data>/uploads, renditions made from it. */
export type UploadRecipe = { upload: string };
/** A picture drawn by hand as an SVG kept with the code (server/services/media/drawings.ts), by its name. */
export type DrawingRecipe = { drawing: string };
/** What an image row keeps: a generated picture's recipe, an uploaded original or a hand-drawn SVG. */
export type StoredRecipe = ImageRecipe | UploadRecipe | DrawingRecipe;

export const images = pgTable("images", {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  width: integer().notNull(),
  height: integer().notNull(),
  alt: text().notNull().default(""),
  title: text().notNull().default(""),
  caption: text().notNull().default(""),
  recipe: jsonb().$type<StoredRecipe>().notNull(),
});

export const categories = pgTable(
  "categories",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(""),
    parentId: integer().references((): any => categories.id, { onDelete: "set null" }),
    imageId: integer().references(() => images.id, { onDelete: "set null" }),
    position: integer().notNull().default(0),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export const products = pgTable(
  "products",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    type: productType().notNull().default("simple"),
    status: publishStatus().notNull().default("publish"),
    name: text().notNull(),
    sku: text(),
    shortDescription: text().notNull().default(""),
    description: text().notNull().default(""),
    /** Minor units. For variable and grouped products the range comes from children. */
    regularPrice: integer(),
    salePrice: integer(),
    /**
     * A sale set to start later (or to end): the schedule job (catalogue service) moves `scheduledSalePrice`
     * into `salePrice` when `saleStartsAt` comes and clears it when `saleEndsAt` passes, so every reader of
     * `salePrice` sees the active sale only.
     */
    scheduledSalePrice: integer(),
    saleStartsAt: timestamp({ withTimezone: true }),
    saleEndsAt: timestamp({ withTimezone: true }),
    /** Denormalised effective price range, kept by the catalogue service; sorts and filters read it. */
    priceMin: integer().notNull().default(0),
    priceMax: integer().notNull().default(0),
    onSale: boolean().notNull().default(false),
    /** Which of the shop's tax rates apply (domain/tax TAX_CLASSES): standard, reduced or zero. */
    taxClass: text().$type<TaxClass>().notNull().default("standard"),
    manageStock: boolean().notNull().default(false),
    stockQuantity: integer(),
    stockStatus: stockStatus().notNull().default("instock"),
    soldIndividually: boolean().notNull().default(false),
    minQuantity: integer().notNull().default(1),
    maxQuantity: integer(),
    weightGrams: integer(),
    lengthMm: integer(),
    widthMm: integer(),
    heightMm: integer(),
    featured: boolean().notNull().default(false),
    /** Sold as files: a paid order grants the files attached to it (download_files) to its buyer. */
    downloadable: boolean().notNull().default(false),
    /** Needs no delivery: a cart of only virtual products is quoted and ordered without a shipping method. */
    virtual: boolean().notNull().default(false),
    totalSales: integer().notNull().default(0),
    averageRating: numeric({ precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    ratingCount: integer().notNull().default(0),
    imageId: integer().references(() => images.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The product's own product-page settings (swatch options, texts, gallery layout) over the shop-wide
     * ones in `settings`; parsed with `productPageOverridesSchema` from domain/product/schemas.ts.
     */
    pageSettings: jsonb().notNull().default({}),
    /** Raised by every admin save; a save that read an older version is refused (optimistic concurrency). */
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The ids of the attribute terms the product offers, sorted: a copy of its product_attribute_terms
     * rows kept by triggers on that table (migration 0002). The archive's term filters and facet counts
     * read it from the covering index below instead of joining every listed product to its terms.
     */
    attributeTermIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '')), 'A') || setweight(to_tsvector('english', coalesce(short_description, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex("products_sku_idx").on(t.sku),
    // The admin's product list: newest first, and name search by case-insensitive substring.
    index("products_admin_updated_idx").on(t.updatedAt, t.id),
    // The admin list's other sorts, each walked in order (and backwards) to its page; the filters' counts
    // stop at 10,001 rows of the type and stock-status indexes without touching the table.
    index("products_admin_name_idx").on(t.name, t.id),
    index("products_admin_sku_sort_idx").on(t.sku, t.id),
    index("products_admin_price_idx").on(t.priceMin, t.id),
    index("products_admin_stock_idx").on(t.stockQuantity, t.id),
    index("products_admin_created_idx").on(t.createdAt, t.id),
    // The trailing status lets the counts skip the trash from the index alone (index-only scans).
    index("products_admin_type_idx").on(t.type, t.updatedAt, t.id, t.status),
    index("products_admin_stock_status_idx").on(t.stockStatus, t.updatedAt, t.id, t.status),
    index("products_search_idx").using("gin", t.searchVector),
    index("products_listing_created_idx").on(t.status, t.createdAt, t.id),
    index("products_listing_price_idx").on(t.status, t.priceMin, t.id),
    index("products_listing_sales_idx").on(t.status, t.totalSales, t.id),
    index("products_listing_rating_idx").on(t.status, t.averageRating, t.id),
    // Default archive order (featured first, newest first) and "price: high to low", read backwards.
    index("products_listing_default_idx").on(t.status, t.featured, t.createdAt, t.id),
    index("products_listing_price_max_idx").on(t.status, t.priceMax, t.id),
    // Covers the listing's counts, price bounds, term filters and facets with index-only scans of a narrow index.
    index("products_listing_scope_terms_idx").on(t.status, t.id, t.priceMin, t.priceMax, t.attributeTermIds),
    // A page filtered on rare terms collects its few products here rather than walking a sort index.
    index("products_attribute_terms_idx").using("gin", t.attributeTermIds),
    // Search matches a SKU by case-insensitive prefix: lower(sku) LIKE 'abc%'.
    index("products_sku_prefix_idx").using("btree", sql`lower(${t.sku}) text_pattern_ops`),
    check("products_rating_range", sql`${t.averageRating} between 0 and 5`),
    check("products_quantity_limits", sql`${t.minQuantity} >= 0 and (${t.maxQuantity} is null or ${t.maxQuantity} >= ${t.minQuantity})`),
    // The tax classes domain/tax/rates.ts knows (TAX_CLASSES); a row outside them would be taxed as nothing.
    check("products_tax_class_known", sql`${t.taxClass} in ('standard', 'reduced', 'zero')`),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageId: integer()
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.imageId] })],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("product_categories_category_idx").on(t.categoryId, t.productId)],
);

export const tags = pgTable("tags", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const productTags = pgTable(
  "product_tags",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("product_tags_tag_idx").on(t.tagId, t.productId)],
);

export const attributes = pgTable("attributes", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  swatchType: swatchType().notNull().default("select"),
  position: integer().notNull().default(0),
});

export const attributeTerms = pgTable(
  "attribute_terms",
  {
    id: serial().primaryKey(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    /** Colour swatches: a CSS colour. */
    color: text(),
    /** Image swatches. */
    imageId: integer().references(() => images.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("attribute_terms_slug_idx").on(t.attributeId, t.slug)],
);

/** Which attributes a product uses, in which order, and whether they drive variations. */
export const productAttributes = pgTable(
  "product_attributes",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    usedForVariations: boolean().notNull().default(false),
    visible: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

/** The terms a product offers; the archive's attribute filters read this table. */
export const productAttributeTerms = pgTable(
  "product_attribute_terms",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    termId: integer()
      .notNull()
      .references(() => attributeTerms.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index("product_attribute_terms_term_idx").on(t.termId, t.productId)],
);

export const variations = pgTable(
  "variations",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Attribute slug → term slug; an empty string means "any". */
    attributes: jsonb().$type<Record<string, string>>().notNull(),
    sku: text(),
    regularPrice: integer().notNull(),
    salePrice: integer(),
    /** As on products: a scheduled sale the schedule job applies and ends. */
    scheduledSalePrice: integer(),
    saleStartsAt: timestamp({ withTimezone: true }),
    saleEndsAt: timestamp({ withTimezone: true }),
    manageStock: boolean().notNull().default(false),
    stockQuantity: integer(),
    stockStatus: stockStatus().notNull().default("instock"),
    enabled: boolean().notNull().default(true),
    purchasable: boolean().notNull().default(true),
    soldIndividually: boolean().notNull().default(false),
    minQuantity: integer().notNull().default(1),
    maxQuantity: integer(),
    weightGrams: integer(),
    lengthMm: integer(),
    widthMm: integer(),
    heightMm: integer(),
    imageId: integer().references(() => images.id, { onDelete: "set null" }),
    position: integer().notNull().default(0),
  },
  (t) => [index("variations_product_idx").on(t.productId, t.position), uniqueIndex("variations_sku_idx").on(t.sku)],
);

/** Children of a grouped product, in display order. */
export const groupedChildren = pgTable(
  "grouped_children",
  {
    groupedId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    childId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupedId, t.childId] })],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    authorName: text().notNull(),
    authorEmail: text().notNull(),
    /** Null for a review sent without stars where the shop does not require them; it counts for no rating. */
    rating: smallint(),
    content: text().notNull(),
    status: reviewStatus().notNull().default("pending"),
    verified: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The shop's public answer to the review, shown under it. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
