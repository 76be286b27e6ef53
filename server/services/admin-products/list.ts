import { and, eq, inArray, sql } from "drizzle-orm";
import { CURSOR_END, formatPosition, type ListPosition, parseCursor } from "../../../domain/admin/product-list-cursor.ts";
import {
  clampPage,
  effectiveSort,
  pageCountOf,
  PRODUCT_LIST_COUNT_CAP,
  type ProductListQuery,
  type ProductListSort,
  type SortDirection,
} from "../../../domain/admin/product-list.ts";
import { mediaUrl } from "../../../domain/catalog/image.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { categories, images, productCategories, products } from "../../db/schema/index.ts";
import { searchCondition, searchText, skuPrefixMatch, wordsMatch } from "../catalog/search.ts";
import { countMatches, estimateMatches, type ListTotal } from "./list-count.ts";
import { listConditions } from "./list-conditions.ts";
import { readPositions, type RowPosition, SEARCH_WALK_BUDGET } from "./list-positions.ts";

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
  /** Exact unless `capped`: then the count stopped at the cap and this is the database's estimate. */
  total: number;
  capped: boolean;
  /** The page's number: exact for a jump, and counted along the links for a seek page. */
  page: number;
  perPage: number;
  /** Where the next page starts (`after=`), null on the last page. */
  next: string | null;
  /** Where the previous page ends (`before=`), null on the first. */
  previous: string | null;
};

/** The thumbnail is the media server's smallest rendition (160 px), the same the shop's swatches use. */
const THUMBNAIL_WIDTH = 160;

/** Past this many estimated matches the count is not even started: it would only reach the cap. */
const TRUST_ESTIMATE_ABOVE = 3 * PRODUCT_LIST_COUNT_CAP;

/**
 * A search's walk of the sort index may test this many times the rows a page of its matches would take
 * if they were spread evenly (the planner's estimates: the search's matches against the filters'). A
 * word that is not spread evenly along the sort ("Heritage …" by name) gives up after that and is
 * collected from the search index; a word too rare for any walk is collected at once.
 */
const WALK_MARGIN = 3;
const walkBudgetFor = (matches: number, unsearched: number, want: number): number => {
  const budget = Math.ceil((WALK_MARGIN * want * Math.max(unsearched, 1)) / Math.max(matches, 1));
  return budget <= SEARCH_WALK_BUDGET ? budget : 0;
};

export async function listAdminProducts(db: Queryable, query: ProductListQuery): Promise<AdminProductPage> {
  const { sort, dir } = effectiveSort(query);
  const text = searchText(query.q);
  const filters = listConditions({ ...query, q: undefined });
  const search = text ? { any: searchCondition(text), parts: [wordsMatch(text), skuPrefixMatch(text)] } : undefined;
  const where = and(filters, search?.any);
  // A search chooses between walking and collecting by the planner's estimates; a list without one
  // counts alongside its page and asks for the estimate only when the count reaches the cap.
  const [estimate, unsearched] = search ? await Promise.all([estimateMatches(db, where), estimateMatches(db, filters)]) : [undefined, 0];
  const totalRead = estimate !== undefined && estimate > TRUST_ESTIMATE_ABOVE ? Promise.resolve({ total: estimate, capped: true }) : countMatches(db, where);
  const need = query.perPage + 1;
  const walkBudget = search && estimate !== undefined ? walkBudgetFor(estimate, unsearched, need) : 0;
  const read = (from: ListPosition | undefined, reverse: boolean, skip = 0): Promise<RowPosition[]> =>
    readPositions(db, { filters, search, sort, dir: reverse ? opposite(dir) : dir, from, need, skip, walkBudget: walksFrom(sort, from) ? walkBudget : 0 });
  // The page's details are read as soon as its rows are known, while the count may still run.
  const pageRead = locatePage(query, sort, read, totalRead).then(async (located) => {
    const positions = located.positions.slice(0, query.perPage);
    return { located, positions, rows: await pageRows(db, positions) };
  });
  const [{ located, positions, rows }, total] = await Promise.all([pageRead, totalRead]);
  return {
    rows,
    ...total,
    page: located.page,
    perPage: query.perPage,
    next: located.more && positions.length > 0 ? formatPosition(positions.at(-1)!) : null,
    previous: located.page > 1 && positions.length > 0 ? formatPosition(positions[0]!) : null,
  };
}

/**
 * The words a search matches are the words of names and SKUs, so a sort by either gathers a word's
 * matches in one stretch ("Heritage …" after every earlier letter): from the start, a walk would pass
 * everything before that stretch. The next pages start from a match, inside the stretch, where a walk
 * meets the next matches at once.
 */
const TEXT_SORTS: readonly ProductListSort[] = ["name", "sku"];
const walksFrom = (sort: ProductListSort, from: ListPosition | undefined) => from !== undefined || !TEXT_SORTS.includes(sort);

const opposite = (dir: SortDirection): SortDirection => (dir === "asc" ? "desc" : "asc");

type Reader = (from: ListPosition | undefined, reverse: boolean, skip?: number) => Promise<RowPosition[]>;
type Located = { positions: RowPosition[]; page: number; more: boolean };

/** Finds the page's rows: after a position, before one (or the end), or by a bounded jump. */
async function locatePage(query: ProductListQuery, sort: ProductListSort, read: Reader, totalRead: Promise<ListTotal>): Promise<Located> {
  const cursor = parseCursor(query, sort);
  const perPage = query.perPage;
  if (cursor && cursor !== "invalid" && "after" in cursor) {
    const rows = await read(cursor.after, false);
    // Past the end (the rows after it were deleted or moved): the last page.
    if (rows.length === 0) return lastPage(read, perPage, totalRead);
    return { positions: rows, page: Math.max(2, query.page), more: rows.length > perPage };
  }
  if (cursor && cursor !== "invalid") {
    if (cursor.before === CURSOR_END) return lastPage(read, perPage, totalRead);
    const rows = await read(cursor.before, true);
    if (rows.length === 0) return firstPage(read, perPage);
    // Nothing before these rows: they are the first page (a short one only when the count was estimated).
    if (rows.length <= perPage) return { positions: rows.reverse(), page: 1, more: true };
    return { positions: rows.slice(0, perPage).reverse(), page: Math.max(2, query.page), more: true };
  }
  if (query.page <= 1) return firstPage(read, perPage);
  const page = clampPage(query.page, (await totalRead).total, perPage);
  const rows = await read(undefined, false, (page - 1) * perPage);
  return { positions: rows, page, more: rows.length > perPage };
}

async function firstPage(read: Reader, perPage: number): Promise<Located> {
  const rows = await read(undefined, false);
  return { positions: rows, page: 1, more: rows.length > perPage };
}

/**
 * The last page. With an exact count it holds what is left after the full pages, so the Previous links
 * from it meet the pages the Next links show; past the cap it holds a full page, and the first page
 * reached back from it may be a short one.
 */
async function lastPage(read: Reader, perPage: number, totalRead: Promise<ListTotal>): Promise<Located> {
  const [rows, total] = await Promise.all([read(undefined, true), totalRead]);
  if (rows.length <= perPage) return { positions: rows.reverse(), page: 1, more: false };
  const held = total.capped ? perPage : total.total % perPage || perPage;
  return { positions: rows.slice(0, held).reverse(), page: Math.max(2, pageCountOf(total.total, perPage)), more: false };
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
  imageKey: images.key,
  updatedAt: products.updatedAt,
  createdAt: products.createdAt,
};

/** The names of a product's categories, alphabetically, read beside each of the page's rows (both drivers give a text[] as an array). */
const CATEGORY_NAMES = sql<string[]>`array(
  select ${categories.name} from ${productCategories}
  join ${categories} on ${categories.id} = ${productCategories.categoryId}
  where ${productCategories.productId} = ${products.id}
  order by ${categories.name})`;

/**
 * The page's columns, thumbnails and categories in one statement, read for its rows only by id: joined
 * into the walk, a page would read them for every row the walk passes.
 */
async function pageRows(db: Queryable, positions: RowPosition[]): Promise<AdminProductRow[]> {
  if (positions.length === 0) return [];
  const ids = positions.map((position) => position.id);
  const rows = await db
    .select({ ...PAGE_COLUMNS, categories: CATEGORY_NAMES })
    .from(products)
    .leftJoin(images, eq(images.id, products.imageId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map(({ imageKey, updatedAt, createdAt, categories: names, ...row }) => ({
      ...row,
      thumbnail: imageKey ? mediaUrl(imageKey, THUMBNAIL_WIDTH) : null,
      categories: names,
      updatedAt: new Date(updatedAt).toISOString(),
      createdAt: new Date(createdAt).toISOString(),
    }));
}
