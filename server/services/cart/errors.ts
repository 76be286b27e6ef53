/** An add the shop refuses, with the HTTP status and code the API answers (see docs/api.md). */
export class CartError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
