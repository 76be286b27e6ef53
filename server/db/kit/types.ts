import type { Db } from "../connect.ts";

export type { Db } from "../connect.ts";

/** An open transaction: it offers everything the database handle does, and its writes commit together. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A database handle or an open transaction, for reads (and writes) that may run inside a caller's transaction. */
export type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute" | "_">;
