/** An add the shop refuses, with the HTTP status and code the API answers (see docs/api.md). */
export class CartError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The session ended while the write ran (a login or logout replaced it): the client fetches a fresh nonce. */
export function sessionGone(): CartError {
  return new CartError(403, "invalid_nonce", "Your session has ended. Fetch a fresh nonce and try again.");
}

/** A foreign-key violation (PostgreSQL 23503), as node-postgres or PGlite report it, possibly wrapped by Drizzle. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
