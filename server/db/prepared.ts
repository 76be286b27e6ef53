import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./connect.ts";

/** Renders statements as the database handle does (connect.ts opens both drivers with snake_case). */
const dialect = new PgDialect({ casing: "snake_case" });

/** Anything a statement can run on: the database or an open transaction. */
export type StatementRunner = Pick<Db, "_">;

/**
 * A hand-written statement that every cart call runs, prepared once. Its text is rendered here, once,
 * with `sql.placeholder`s where the values go; on PostgreSQL it runs as the named prepared statement
 * `name`, which each connection parses and plans at its first use only. For the cart's statements the
 * parsing and planning cost PostgreSQL about as much as running them (decision 0007). PGlite runs it
 * like any other statement.
 *
 * Rows come from the driver as arrays of column values in select order, and `rowOf` shapes each: the
 * drivers' row objects are built key by key on an empty dictionary, which for a forty-column row cost more
 * than the statement's own work in Node.
 *
 * `name` must be unique to this statement: PostgreSQL keeps one text per name and connection.
 */
export function preparedStatement<Values extends unknown[], Row>(name: string, statement: SQL, rowOf: (values: Values) => Row) {
  const query = dialect.sqlToQuery(statement);
  const rowsOf = (rows: unknown[][]) => rows.map((values) => rowOf(values as Values));
  return async (q: StatementRunner, values: Record<string, unknown>): Promise<Row[]> =>
    (await q._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(query, undefined, name, true, rowsOf).execute(values)) as Row[];
}
