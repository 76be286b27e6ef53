import { PRODUCT_LIST_PAGE_SIZE, type ProductListQuery } from "../../domain/admin/product-list.ts";

const base: ProductListQuery = { page: 1, perPage: PRODUCT_LIST_PAGE_SIZE };

/**
 * A page reached by following the links, as a catalogue manager does: `next` pages of Next from the first
 * page, then `previous` pages of Previous; `last` starts from the Last link instead. The links are
 * followed before the timing; the timed call is the last page's.
 */
export type Navigation = { next?: number; previous?: number; last?: boolean };

/** The list pages a catalogue manager opens: the default, each filter, each sort both ways, a search, deep pages. */
export const LIST_CASES: { name: string; query: ProductListQuery; navigate?: Navigation }[] = [
  { name: "default (last updated)", query: base },
  { name: "search: word", query: { ...base, q: "heritage" } },
  { name: "search: SKU prefix", query: { ...base, q: "BENCH-00123" } },
  { name: "search + sort name", query: { ...base, q: "heritage", sort: "name" } },
  { name: "type variable", query: { ...base, type: "variable" } },
  { name: "type grouped", query: { ...base, type: "grouped" } },
  { name: "category shirts", query: { ...base, category: "shirts" } },
  { name: "stock outofstock", query: { ...base, stock: "outofstock" } },
  { name: "status draft", query: { ...base, status: "draft" } },
  { name: "status trash", query: { ...base, status: "trash" } },
  { name: "sort name asc", query: { ...base, sort: "name", dir: "asc" } },
  { name: "sort name desc", query: { ...base, sort: "name", dir: "desc" } },
  { name: "sort sku asc", query: { ...base, sort: "sku", dir: "asc" } },
  { name: "sort price asc", query: { ...base, sort: "price", dir: "asc" } },
  { name: "sort price desc", query: { ...base, sort: "price", dir: "desc" } },
  { name: "sort stock asc", query: { ...base, sort: "stock", dir: "asc" } },
  { name: "sort updated asc", query: { ...base, sort: "updated", dir: "asc" } },
  { name: "sort created desc", query: { ...base, sort: "created", dir: "desc" } },
  { name: "category + sort price", query: { ...base, category: "hats", sort: "price", dir: "desc" } },
  { name: "search: word, Next to page 20", query: { ...base, q: "heritage" }, navigate: { next: 19 } },
  { name: "search + sort name, page 20", query: { ...base, q: "heritage", sort: "name" }, navigate: { next: 19 } },
  { name: "draft + sort name, page 20", query: { ...base, status: "draft", sort: "name" }, navigate: { next: 19 } },
  { name: "jump to page 40 (sort name)", query: { ...base, sort: "name", page: 40 } },
  { name: "Next to page 400 (sort name)", query: { ...base, sort: "name" }, navigate: { next: 399 } },
  { name: "Next to page 400 (default)", query: { ...base }, navigate: { next: 399 } },
  { name: "Next to page 400 (sort sku)", query: { ...base, sort: "sku" }, navigate: { next: 399 } },
  { name: "last page (sort stock)", query: { ...base, sort: "stock" }, navigate: { last: true } },
  { name: "last page, Previous 5 (default)", query: { ...base }, navigate: { last: true, previous: 5 } },
];

/**
 * The bench catalogue is all published simple products; this spreads them over the list's filters:
 * every 20th variable, every 97th grouped, every 11th a draft, every 53rd in the trash, half with tracked
 * stock, and update times apart from creation times.
 */
export const VARIETY_SQL = [
  `UPDATE products SET
     type = (CASE WHEN id % 97 = 0 THEN 'grouped' WHEN id % 20 = 0 THEN 'variable' ELSE 'simple' END)::product_type,
     status = (CASE WHEN id % 53 = 0 THEN 'trash' WHEN id % 11 = 0 THEN 'draft' ELSE 'publish' END)::publish_status,
     manage_stock = id % 2 = 0,
     stock_quantity = CASE WHEN id % 2 = 0 THEN (id * 7) % 100 END,
     updated_at = created_at + make_interval(mins => (id * 37) % 100000)`,
  "VACUUM (ANALYZE) products",
  "ANALYZE product_categories",
];
