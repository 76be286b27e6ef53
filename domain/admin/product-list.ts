/**
 * The admin's products list: what it filters and sorts by, how many rows a page holds, and how far it
 * counts and pages. Past `PRODUCT_LIST_COUNT_CAP` matching products an exact count would read the whole
 * table on every page view, so the list says "10,000+" and pages no deeper than that (narrow the filters
 * to reach the rest): every page then costs at most one bounded index walk.
 */
export const PRODUCT_LIST_PAGE_SIZE = 25;
export const PRODUCT_LIST_MAX_PAGE_SIZE = 100;
export const PRODUCT_LIST_COUNT_CAP = 10_000;
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
  /** Without one: the best matches first when searching, else the last updated first. */
  sort?: ProductListSort | undefined;
  dir?: "asc" | "desc" | undefined;
  page: number;
  perPage: number;
};

/** The pages there are: the count is capped, so the last page is the cap's. */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.min(total, PRODUCT_LIST_COUNT_CAP) / perPage));
}

/** A page past the last is read as the last: a stale link still shows products. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(1, page), pageCountOf(total, perPage));
}

/** "1,234" or "10,000+" when the count stopped at the cap. */
export function totalLabel(total: number, capped: boolean): string {
  return `${total.toLocaleString("en-GB")}${capped ? "+" : ""}`;
}
