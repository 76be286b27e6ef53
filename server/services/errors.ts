/**
 * The one error the services throw for an expected refusal (bad input, a missing thing, a conflict, a
 * limit reached). Both edges, the JSON API and the React Router actions and loaders, turn it into an
 * answer through `HTTP_STATUS_OF_KIND`.
 *
 * The app's server bundle and the services loaded at start are separate module graphs, each with its own
 * copy of this class, so `instanceof` cannot recognise it across them: `isServiceError` reads its brand,
 * a plain string property, instead.
 */

export const SERVICE_ERROR_KINDS = ["invalid", "unauthenticated", "forbidden", "not_found", "conflict", "rate_limited"] as const;
export type ServiceErrorKind = (typeof SERVICE_ERROR_KINDS)[number];

/** The HTTP status each kind answers at both edges: the one table. */
export const HTTP_STATUS_OF_KIND = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
} as const satisfies Record<ServiceErrorKind, number>;

/** The brand `isServiceError` recognises; a string, so every copy of the class carries the same one. */
export const SERVICE_ERROR_BRAND = "vitrine.service-error";

export type ServiceErrorOptions = {
  /** Keyed by input field (`email`, `postcode`, …) with the text shown beside that field. */
  fields?: Record<string, string> | undefined;
  /** For rate_limited: seconds until another try may succeed (the Retry-After header). */
  retryAfterSeconds?: number | undefined;
};

export class ServiceError extends Error {
  readonly brand = SERVICE_ERROR_BRAND;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: ServiceErrorKind,
    /** Stable, what clients switch on (`out_of_stock`, `email_taken`, …); see docs/api.md. */
    readonly code: string,
    message: string,
    options: ServiceErrorOptions = {},
  ) {
    super(message);
    this.name = "ServiceError";
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The HTTP status the edges answer for this error's kind. */
  get status(): (typeof HTTP_STATUS_OF_KIND)[ServiceErrorKind] {
    return HTTP_STATUS_OF_KIND[this.kind];
  }
}

const KINDS: ReadonlySet<unknown> = new Set(SERVICE_ERROR_KINDS);

/** Whether a thrown value is a ServiceError, from this module graph or another: by its brand, never `instanceof`. */
export function isServiceError(error: unknown): error is ServiceError {
  if (typeof error !== "object" || error === null) return false;
  const { brand, kind, code, message } = error as Partial<Record<keyof ServiceError, unknown>>;
  return brand === SERVICE_ERROR_BRAND && KINDS.has(kind) && typeof code === "string" && typeof message === "string";
}
