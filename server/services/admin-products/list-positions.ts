import { and, sql, type SQL } from "drizzle-orm";
import type { ListPosition } from "../../../domain/admin/product-list-cursor.ts";
import type { ProductListSort, SortDirection } from "../../../domain/admin/product-list.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { products } from "../../db/schema/index.ts";
import { indexedKey, positionValue, type SeekSegment, seekSegments, sortColumn, unindexedKey } from "./list-seek.ts";

/** What a page is read for first: which rows, in order, with the sort value a cursor continues from. */
export type RowPosition = { id: number; value: string | null };

/**
 * Rows a search's walk of the sort index may test at most. A common word sorted by a column it does not
 * follow meets a page of matches within a few hundred rows; past this, collecting the matches from the
 * search indexes costs less than testing more rows.
 */
export const SEARCH_WALK_BUDGET = 2_000;

/** A search's condition whole, and its halves that each have an index (words, SKU prefix). */
export type SearchMatch = { any: SQL; parts: SQL[] };

/** How a page's rows are found: its WHERE without the search, the search, and the sort read. */
export type PositionRead = {
  filters: SQL | undefined;
  search: SearchMatch | undefined;
  sort: ProductListSort;
  dir: SortDirection;
  from: ListPosition | undefined;
  need: number;
  skip: number;
  /**
   * How many rows of the sort index a search may walk, testing each, before it collects its matches
   * from the search indexes instead; 0 collects at once.
   */
  walkBudget: number;
};

/**
 * The positions of up to `need` rows (after skipping `skip`), reading the seek segments in turn. The
 * indexed and unindexed keys give the same segments in the same order; a search's collection reads the
 * unindexed ones.
 */
export async function readPositions(db: Queryable, read: PositionRead): Promise<RowPosition[]> {
  const indexed = seekSegments(indexedKey(read.sort), read.dir, read.from);
  const unindexed = seekSegments(unindexedKey(read.sort), read.dir, read.from);
  const wanted = read.need + read.skip;
  const found: RowPosition[] = [];
  for (let i = 0; i < indexed.length && found.length < wanted; i++) {
    found.push(...(await readSegment(db, read, indexed[i]!, unindexed[i]!, wanted - found.length)));
  }
  return found.slice(read.skip);
}

async function readSegment(db: Queryable, read: PositionRead, indexed: SeekSegment, unindexed: SeekSegment, want: number): Promise<RowPosition[]> {
  if (!read.search) return selectPositions(db, read.filters, read.sort, indexed, want);
  // A walk that meets too few matches gives up; the search indexes' matches, sorted, are then the answer.
  const walked = read.walkBudget > 0 ? await walkSegment(db, read, read.search.any, indexed, want) : undefined;
  return walked ?? collectSegment(db, read, read.search.parts, unindexed, want);
}

function selectPositions(db: Queryable, where: SQL | undefined, sort: ProductListSort, segment: SeekSegment, want: number): Promise<RowPosition[]> {
  return db
    .select({ id: products.id, value: positionValue(sort) })
    .from(products)
    .where(and(where, segment.where))
    .orderBy(...segment.order)
    .limit(want);
}

/**
 * Walks at most the budget's rows of the sort index, numbering them, and keeps the matches and the last
 * row of the budget: fewer than `want` matches with the budget spent means "give up" (undefined);
 * without it, the segment ran out and the matches are all there are.
 */
async function walkSegment(db: Queryable, read: PositionRead, search: SQL, segment: SeekSegment, want: number): Promise<RowPosition[] | undefined> {
  const budget = read.walkBudget;
  const walk = db
    .select({
      id: products.id,
      value: positionValue(read.sort).as("position_value"),
      hit: sql<boolean>`(${search})`.as("hit"),
      walked: sql<number>`row_number() over (order by ${sql.join(segment.order, sql`, `)})`.as("walked"),
    })
    .from(products)
    .where(and(read.filters, segment.where))
    .orderBy(...segment.order)
    .limit(budget)
    .as("walk");
  // No ORDER BY out here: a sort would read the whole budget before the first row. The rows come in
  // the walk's order, and are put in it again by their number below in any case.
  const rows = await db
    .select({ id: walk.id, value: walk.value, hit: walk.hit, walked: walk.walked })
    .from(walk)
    .where(sql`${walk.hit} or ${walk.walked} = ${budget}`)
    .limit(want + 1);
  rows.sort((a, b) => Number(a.walked) - Number(b.walked));
  const hits = rows.filter((row) => row.hit).map(({ id, value }) => ({ id, value }));
  if (hits.length >= want) return hits.slice(0, want);
  return rows.some((row) => Number(row.walked) === budget) ? undefined : hits;
}

/**
 * Collects a search's matches from each of its indexes separately (each sorted in memory, keeping the
 * first `want`), then merges the few rows they keep: under one OR, PostgreSQL would test every match
 * against the search vector again.
 */
async function collectSegment(db: Queryable, read: PositionRead, parts: SQL[], segment: SeekSegment, want: number): Promise<RowPosition[]> {
  const members = parts.map(
    (part) =>
      sql`(${db
        .select({ id: products.id, value: positionValue(read.sort).as("position_value"), key: sql`${sortColumn(read.sort)}`.as("sort_key") })
        .from(products)
        .where(and(read.filters, part, segment.where))
        .orderBy(...segment.order)
        .limit(want)})`,
  );
  // Ordering by the key then the id is the segment's order too where the key is empty throughout.
  const dir = sql.raw(read.dir);
  const statement = sql`select id, position_value from (${sql.join(members, sql` union `)}) as collected order by sort_key ${dir}, id ${dir} limit ${want}`;
  const result = (await db.execute(statement)) as unknown as { rows: { id: number; position_value: string | null }[] };
  return result.rows.map((row) => ({ id: Number(row.id), value: row.position_value }));
}
