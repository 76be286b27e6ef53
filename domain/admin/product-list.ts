/**
 * The admin's products list: what it filters and sorts by, how many rows a page holds, and how far it
 * counts and jumps. Past `PRODUCT_LIST_COUNT_CAP` matching products an exact count would read every match
 * on every page view, so the count stops there and the list shows the database's estimate as "about N".
 * "Next" and "Previous" seek from the row they continue (product-list-cursor.ts), so any depth costs one
 * short index walk; only a `page=N` jump skips rows, and it goes no further than `PRODUCT_LIST_MAX_JUMP_PAGE`.
 */
export const PRODUCT_LIST_PAGE_SIZE = 25;
export const PRODUCT_LIST_MAX_PAGE_SIZE = 100;
export const PRODUCT_LIST_COUNT_CAP = 1_000;
export const PRODUCT_LIST_MAX_JUMP_PAGE = 40;
export const PRODUCT_LIST_MAX_SEARCH = 100;

export const PRODUCT_LIST_SORTS = ["name", "sku", "price", "stock", "updated", "created"] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];
export const PRODUCT_TYPES = ["simple", "variable", "grouped"] as const;
export const PRODUCT_STATUSES = ["publish", "draft", "trash"] as const;
export const STOCK_STATUSES = ["instock", "outofstock", "onbackorder"] as const;

export const PRODUCT_STATUS_LABELS = { publish: "Published", draft: "Draft", trash: "Trash" } as const;
export const STOCK_STATUS_LABELS = { instock: "In stock", outofstock: "Out of stock", onbackorder: "On backorder" } as const;
export const PRODUCT_TYPE_LABELS = { simple: "Simple", variable: "Variable", grouped: "Grouped" } as const;

export type ProductListFilter = {
  q?: string | undefined;
  type?: (typeof PRODUCT_TYPES)[number] | undefined;
  /** A category slug. */
  category?: string | undefined;
  stock?: (typeof STOCK_STATUSES)[number] | undefined;
  /** Without one, everything but the trash (as shops usually list). */
  status?: (typeof PRODUCT_STATUSES)[number] | undefined;
};

export type ProductListQuery = ProductListFilter & {
  /** Without one: the last updated first, searches too. */
  sort?: ProductListSort | undefined;
  dir?: "asc" | "desc" | undefined;
  /** Without a cursor, the page to jump to; with one, only the number the page is labelled with. */
  page: number;
  perPage: number;
  /** Seek links (product-list-cursor.ts): the rows after this position, or before it (`end`: the last page). */
  after?: string | undefined;
  before?: string | undefined;
};

export type SortDirection = "asc" | "desc";

/** The order a list is read in: last updated first by default; a chosen column ascending unless told. */
export function effectiveSort(query: Pick<ProductListQuery, "sort" | "dir">): { sort: ProductListSort; dir: SortDirection } {
  return { sort: query.sort ?? "updated", dir: query.dir ?? (query.sort ? "asc" : "desc") };
}

/** The pages there are (about, when the total is an estimate). */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A jump goes no further than the last page, nor than the deepest page a jump may skip to. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(1, page), pageCountOf(total, perPage), PRODUCT_LIST_MAX_JUMP_PAGE);
}

/** An estimate to two significant figures: 8,227 reads as 8,200. */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** "1,234", or "about 8,200" when the count stopped at the cap and the total is the database's estimate. */
export function totalLabel(total: number, estimated: boolean): string {
  return estimated ? `about ${roundEstimate(total).toLocaleString("en-GB")}` : total.toLocaleString("en-GB");
}
