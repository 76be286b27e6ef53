/**
 * PostgreSQL's error codes, recognised as node-postgres and PGlite report them, possibly wrapped by
 * Drizzle (its query error keeps the driver's error as `cause`), so no service compares "23505" by hand.
 */

export const PG_ERROR = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  serializationFailure: "40001",
  deadlockDetected: "40P01",
} as const;

/** The SQLSTATE of a database error, looked for down its chain of causes; null when there is none. */
export function pgErrorCode(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A row another transaction wrote first under a unique index (two sign-ups for one address, a replayed key). */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === PG_ERROR.uniqueViolation;

/** A referenced row is gone (a session deleted while a write for it waited, say). */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === PG_ERROR.foreignKeyViolation;

/** The transaction lost a race the database will not settle by itself; running it again may succeed. */
export const isSerializationFailure = (error: unknown): boolean => {
  const code = pgErrorCode(error);
  return code === PG_ERROR.serializationFailure || code === PG_ERROR.deadlockDetected;
};
