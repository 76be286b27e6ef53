/**
 * The React Router edge of the services' one error: route actions and loaders recognise a ServiceError
 * here (by its brand: the app's bundle holds its own copy of the class, so `instanceof` cannot tell) and
 * answer with the status of its kind, from the same table the JSON API uses.
 */
import { data } from "react-router";
import { HTTP_STATUS_OF_KIND, isServiceError, type ServiceError } from "../../server/services/errors.ts";

export { isServiceError, type ServiceError };

/** The HTTP status a refusal answers at this edge, as at the API's. */
export function serviceErrorStatus(error: ServiceError): number {
  return HTTP_STATUS_OF_KIND[error.kind];
}

/** The text to show for a failed change: a refusal's own message, or `fallback` (logged) for anything else. */
export function serviceErrorMessage(error: unknown, fallback: string, what = "change failed"): string {
  if (isServiceError(error)) return error.message;
  console.warn(what, error);
  return fallback;
}

/** A refusal as a loader or action answer: the API's `{error:{code,message,fields?}}` with its status (and Retry-After). */
export function serviceErrorResponse(error: ServiceError, headers?: HeadersInit) {
  const out = new Headers(headers);
  if (error.kind === "rate_limited" && error.retryAfterSeconds !== undefined) out.set("retry-after", String(Math.max(Math.ceil(error.retryAfterSeconds), 1)));
  const body = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
  return data(body, { status: serviceErrorStatus(error), headers: out });
}
