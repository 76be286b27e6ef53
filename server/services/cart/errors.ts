import { ServiceError } from "../errors.ts";

/** The session ended while the write ran (a login or logout replaced it): the client fetches a fresh nonce. */
export function sessionGone(): ServiceError {
  return new ServiceError("forbidden", "invalid_nonce", "Your session has ended. Fetch a fresh nonce and try again.");
}
