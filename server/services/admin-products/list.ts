import { asc, eq, inArray, sql } from "drizzle-orm";
import { mediaUrl } from "../../../domain/catalog/image.ts";
import { clampPage, PRODUCT_LIST_COUNT_CAP, type ProductListQuery } from "../../../domain/admin/product-list.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { categories, images, productCategories, products } from "../../db/schema/index.ts";
import { searchText } from "../catalog/search.ts";
import { listConditions, listOrder } from "./list-conditions.ts";

export type AdminProductRow = {
  id: number;
  name: string;
  sku: string | null;
  type: "simple" | "variable" | "grouped";
  status: "publish" | "draft" | "trash";
  priceMin: number;
  priceMax: number;
  regularPrice: number | null;
  salePrice: number | null;
  onSale: boolean;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: "instock" | "outofstock" | "onbackorder";
  thumbnail: string | null;
  categories: string[];
  updatedAt: string;
  createdAt: string;
};

export type AdminProductPage = {
  rows: AdminProductRow[];
  /** Exact below the cap; `capped` says the count stopped there. */
  total: number;
  capped: boolean;
  page: number;
  perPage: number;
};

/** The thumbnail is the media server's smallest rendition (160 px), the same the shop's swatches use. */
const THUMBNAIL_WIDTH = 160;

/** Counts the matches, but stops one past the cap: never more than a bounded index walk. */
export async function countCapped(db: Queryable, query: ProductListQuery): Promise<{ total: number; capped: boolean }> {
  const inner = db
    .select({ one: sql`1` })
    .from(products)
    .where(listConditions(query))
    .limit(PRODUCT_LIST_COUNT_CAP + 1);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner.as("matches"));
  const n = Number(row?.n ?? 0);
  return n > PRODUCT_LIST_COUNT_CAP ? { total: PRODUCT_LIST_COUNT_CAP, capped: true } : { total: n, capped: false };
}

const PAGE_COLUMNS = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  type: products.type,
  status: products.status,
  priceMin: products.priceMin,
  priceMax: products.priceMax,
  regularPrice: products.regularPrice,
  salePrice: products.salePrice,
  onSale: products.onSale,
  manageStock: products.manageStock,
  stockQuantity: products.stockQuantity,
  stockStatus: products.stockStatus,
  imageId: products.imageId,
  updatedAt: products.updatedAt,
  createdAt: products.createdAt,
};

/** The page's rows; `withCount` adds the window count a search uses (elsewhere it would read every match). */
function pageRows(db: Queryable, query: ProductListQuery, page: number, withCount: boolean) {
  return db
    .select({ ...PAGE_COLUMNS, matches: withCount ? sql<number>`count(*) over ()` : sql<number>`0` })
    .from(products)
    .where(listConditions(query))
    .orderBy(...listOrder(query))
    .limit(query.perPage)
    .offset((page - 1) * query.perPage);
}

/**
 * A search sorts all its matches anyway (see listOrder), so its page query counts them too (a window
 * count over the rows it already read) instead of a second pass; a list without one counts up to the cap
 * first, as walking a sort index to its page never sees the rest.
 */
async function findPage(db: Queryable, query: ProductListQuery) {
  if (searchText(query.q) !== undefined) {
    const first = clampPage(query.page, Number.MAX_SAFE_INTEGER, query.perPage);
    let rows = await pageRows(db, query, first, true);
    let matches = Number(rows[0]?.matches ?? 0);
    if (rows.length === 0 && first > 1) {
      // Past the last page: read as the last one.
      matches = (await countCapped(db, query)).total;
      rows = await pageRows(db, query, clampPage(first, matches, query.perPage), true);
      matches = Number(rows[0]?.matches ?? matches);
    }
    const capped = matches > PRODUCT_LIST_COUNT_CAP;
    return { rows, total: capped ? PRODUCT_LIST_COUNT_CAP : matches, capped, page: clampPage(first, matches, query.perPage) };
  }
  const { total, capped } = await countCapped(db, query);
  const page = clampPage(query.page, total, query.perPage);
  return { rows: await pageRows(db, query, page, false), total, capped, page };
}

export async function listAdminProducts(db: Queryable, query: ProductListQuery): Promise<AdminProductPage> {
  const { rows, total, capped, page } = await findPage(db, query);
  // The page's images and categories are read for its rows only: joined into the walk, a deep page
  // would join every row it skips.
  const [names, keys] = await Promise.all([
    categoryNames(
      db,
      rows.map((row) => row.id),
    ),
    imageKeys(
      db,
      rows.map((row) => row.imageId),
    ),
  ]);
  return {
    rows: rows.map(({ imageId, updatedAt, createdAt, matches: _matches, ...row }) => ({
      ...row,
      thumbnail: imageId !== null && keys.has(imageId) ? mediaUrl(keys.get(imageId)!, THUMBNAIL_WIDTH) : null,
      categories: names.get(row.id) ?? [],
      updatedAt: new Date(updatedAt).toISOString(),
      createdAt: new Date(createdAt).toISOString(),
    })),
    total,
    capped,
    page,
    perPage: query.perPage,
  };
}

async function categoryNames(db: Queryable, ids: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (ids.length === 0) return names;
  const rows = await db
    .select({ productId: productCategories.productId, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, ids))
    .orderBy(asc(categories.name));
  for (const row of rows) names.set(row.productId, [...(names.get(row.productId) ?? []), row.name]);
  return names;
}

async function imageKeys(db: Queryable, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: images.id, key: images.key }).from(images).where(inArray(images.id, wanted));
  return new Map(rows.map((row) => [row.id, row.key]));
}
