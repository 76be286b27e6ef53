/** A refusal of the customers service, with the HTTP status and code an edge answers (docs/api.md). */
export class CustomerError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly code: string,
    message: string,
    /** Keyed by address field (`firstName`, `postcode`, …) with the text shown beside the field. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}
