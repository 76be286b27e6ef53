/** A checkout or coupon call the shop refuses, with the HTTP status and code the API answers (docs/api.md). */
export class CheckoutError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
