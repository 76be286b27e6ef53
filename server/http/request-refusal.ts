/**
 * An expected refusal raised by the request context (a cross-site post, a body too large, a form that
 * does not parse, a missing nonce or role). It is a Response, so a React Router loader or action that
 * lets it through renders the shop's error page with its status (or follows it, for a redirect), and the
 * API's error handler answers it as `{error:{code,message}}`: one refusal understood by both edges.
 */
export class RequestRefusal extends Response {
  readonly refusal = true;
  constructor(
    status: number,
    readonly code: string,
    readonly message: string,
    headers: Record<string, string> = {},
  ) {
    // statusText carries the message to the error page; it must be a plain header value.
    super(message, { status, statusText: message.replace(/[^\x20-\x7e]/g, " "), headers: { "content-type": "text/plain; charset=utf-8", ...headers } });
  }
}

/**
 * Recognised by shape, not `instanceof`: the app's server bundle and the server load separate copies of
 * this module.
 */
export function isRequestRefusal(value: unknown): value is RequestRefusal {
  return value instanceof Response && (value as Partial<RequestRefusal>).refusal === true && typeof (value as Partial<RequestRefusal>).code === "string";
}

export const refusals = {
  crossSite: () => new RequestRefusal(403, "cross_site", "Cross-site form posts are refused."),
  tooLarge: (limit: number) => new RequestRefusal(413, "body_too_large", `The request body is larger than ${limit} bytes.`),
  unsupportedType: () =>
    new RequestRefusal(415, "unsupported_media_type", "This address takes form posts only (application/x-www-form-urlencoded or multipart/form-data)."),
  brokenBody: () => new RequestRefusal(400, "bad_body", "The form could not be read."),
  invalidText: (message: string) => new RequestRefusal(400, "invalid_text", message),
  invalidHost: () => new RequestRefusal(400, "invalid_host", "The request's Host header is missing or is not a host name."),
  notFound: () => new RequestRefusal(404, "not_found", "Not found."),
  forbidden: (allowed: string) => new RequestRefusal(403, "forbidden", `Only ${/^[aeiou]/i.test(allowed) ? "an" : "a"} ${allowed} may do this.`),
  invalidNonce: () => new RequestRefusal(403, "invalid_nonce", "Your session has expired or the security check failed. Fetch a fresh nonce and try again."),
};
