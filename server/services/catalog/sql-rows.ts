import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";

/**
 * Runs a hand-written statement and returns its rows. PGlite and node-postgres both answer `{ rows }`;
 * statements cast every column to a type both drivers map alike (int, float8, text, boolean).
 */
export async function sqlRows<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/** `$1, $2, …` for an `IN (…)` list: one bound scalar each, which both drivers handle the same way. */
export function parameterList(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
