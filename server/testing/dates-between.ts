import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/connect.ts";

/** Expiry dates and scheduled ends are promises about the future, not things that happened. */
const AHEAD = /^(expires_at|approve_after|.*_until|.*_to|.*_ends?_at|next_.*)$/;

/**
 * Every `table.column = value` of a timestamp column holding a value after `after` (and before `before`,
 * when given), leaving out the columns that name deadlines (AHEAD). Also answers how many columns it read.
 */
export async function datesBetween(db: Db, after: Date, before?: Date): Promise<{ found: string[]; columns: number }> {
  const listed = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name::text, column_name::text from information_schema.columns
        where table_schema = current_schema() and data_type like 'timestamp%' order by table_name, column_name`,
  );
  const checked = listed.filter((c) => !AHEAD.test(c.column_name) && !c.table_name.startsWith("__"));
  const found: string[] = [];
  for (const { table_name, column_name } of checked) {
    const column = sql.identifier(column_name);
    const upper = before ? sql` and ${column} < ${before.toISOString()}::timestamptz` : sql``;
    const [row] = await rowsOf<{ latest: string | null }>(
      db,
      sql`select max(${column})::text as latest from ${sql.identifier(table_name)} where ${column} > ${after.toISOString()}::timestamptz${upper}`,
    );
    const latest = row?.latest;
    if (latest) found.push(`${table_name}.${column_name} = ${latest}`);
  }
  return { found, columns: checked.length };
}

/** PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}
