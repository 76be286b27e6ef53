/** A refusal of the accounts service, with the HTTP status and code the API answers (see docs/api.md). */
export class AccountError extends Error {
  constructor(
    readonly status: 400 | 401 | 409 | 429,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** For 429: seconds until a login may be tried again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const INVALID_CREDENTIALS_MESSAGE = "The e-mail address or password is incorrect.";
