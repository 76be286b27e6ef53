/**
 * The database kit every service shares: the handle and transaction types, PostgreSQL's error codes by
 * name, the in-process read cache, and the rate limiter.
 */
export type { Db, Queryable, Tx } from "./types.ts";
export { isForeignKeyViolation, isSerializationFailure, isUniqueViolation, pgErrorCode, PG_ERROR } from "./pg-errors.ts";
export { createTtlCache, type TtlCache, type TtlCacheOptions } from "./ttl-cache.ts";
export { hitRateLimit, type RateLimit, type RateLimitVerdict } from "./rate-limiter.ts";
