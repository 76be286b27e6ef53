import { sql, type SQL } from "drizzle-orm";
import type { ListPosition } from "../../../domain/admin/product-list-cursor.ts";
import { sortIsNullable } from "../../../domain/admin/product-list-cursor.ts";
import type { ProductListSort, SortDirection } from "../../../domain/admin/product-list.ts";
import { products } from "../../db/schema/index.ts";

/**
 * The WHERE and ORDER BY of a seek page. Each sort reads one `(column, id)` index (migration 0014); id breaks
 * ties so pages never overlap. A row comparison `(column, id) > (value, id)` is one index range, but a
 * comparison with NULL is never true, so a sort on a column that may be empty (SKU, stock) reads in two
 * segments: the rows with a value, and the empty ones, which PostgreSQL orders last ascending and first
 * descending. A page is read from the first segment and, only when that runs out, the next.
 */
export type SeekSegment = { where: SQL | undefined; order: SQL[] };

/** The expressions a page is ordered by: the columns themselves, or wrapped so that no index can serve them. */
export type SortKey = { value: SQL; id: SQL; cast: SQL; nullable: boolean };

const column = (sort: ProductListSort, value: SQL, cast: string) => ({ column: value, cast: sql.raw(cast), nullable: sortIsNullable(sort) });
const SORTS: Record<ProductListSort, { column: SQL; cast: SQL; nullable: boolean }> = {
  name: column("name", sql`${products.name}`, "text"),
  sku: column("sku", sql`${products.sku}`, "text"),
  price: column("price", sql`${products.priceMin}`, "int"),
  stock: column("stock", sql`${products.stockQuantity}`, "int"),
  updated: column("updated", sql`${products.updatedAt}`, "timestamptz"),
  created: column("created", sql`${products.createdAt}`, "timestamptz"),
};

/** The sort's own column and id: the planner walks the `(column, id)` index. */
export function indexedKey(sort: ProductListSort): SortKey {
  const { column, cast, nullable } = SORTS[sort];
  return { value: column, id: sql`${products.id}`, cast, nullable };
}

/**
 * The same order through expressions no index matches, so the planner collects the matches of a search
 * from its GIN index and sorts them in memory instead of walking a sort index past non-matches.
 */
export function unindexedKey(sort: ProductListSort): SortKey {
  const { column, cast, nullable } = SORTS[sort];
  return { value: sql`coalesce(${column}, ${column})`, id: sql`(${products.id} + 0)`, cast, nullable };
}

/** The sort's column itself. */
export function sortColumn(sort: ProductListSort): SQL {
  return SORTS[sort].column;
}

/** The sort value as text, the form a cursor carries (a timestamp keeps its microseconds). */
export function positionValue(sort: ProductListSort): SQL<string | null> {
  return sql<string | null>`(${SORTS[sort].column})::text`;
}

const keyed = (dir: SortDirection, key: SortKey) =>
  dir === "asc" ? [sql`${key.value} asc`, sql`${key.id} asc`] : [sql`${key.value} desc`, sql`${key.id} desc`];
const byId = (dir: SortDirection, key: SortKey) => [dir === "asc" ? sql`${key.id} asc` : sql`${key.id} desc`];

/** The segments to read, in order, for rows strictly past `from` in direction `dir` (from the start without one). */
export function seekSegments(key: SortKey, dir: SortDirection, from: ListPosition | undefined): SeekSegment[] {
  if (!from) return [{ where: undefined, order: keyed(dir, key) }];
  const beyond = dir === "asc" ? sql.raw(">") : sql.raw("<");
  if (from.value !== null) {
    const pastValue = {
      where: sql`(${key.value}, ${key.id}) ${beyond} (cast(${from.value} as ${key.cast}), ${from.id})`,
      order: keyed(dir, key),
    };
    // Ascending, the empty values come after every value; descending they came first, already read.
    return key.nullable && dir === "asc" ? [pastValue, { where: sql`${key.value} is null`, order: byId(dir, key) }] : [pastValue];
  }
  if (!key.nullable) return [];
  const restOfEmpty = { where: sql`${key.value} is null and ${key.id} ${beyond} ${from.id}`, order: byId(dir, key) };
  return dir === "asc" ? [restOfEmpty] : [restOfEmpty, { where: sql`${key.value} is not null`, order: keyed(dir, key) }];
}
