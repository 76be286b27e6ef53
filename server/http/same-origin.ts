/**
 * The same-origin rule for state-changing requests: the page that sent it (Origin, else Referer) must have
 * this request's own scheme, host and port. This request's origin comes from Fastify's `protocol` and
 * `host`, which follow X-Forwarded-Proto and X-Forwarded-Host only from a trusted proxy (TRUST_PROXY).
 * A request with neither header is no browser that a cookie rides along with (browsers send Origin on every
 * POST), so it passes; an opaque origin ("null", sent by sandboxed frames and some redirects) does not.
 */
export function isSameOriginRequest(ownOrigin: string, headers: { origin?: string | undefined; referer?: string | undefined }): boolean {
  const source = headers.origin ?? headers.referer;
  if (source === undefined || source === "") return true;
  try {
    return new URL(source).origin === ownOrigin;
  } catch {
    return false;
  }
}

/** `scheme://host[:port]` with default ports dropped, as URL#origin writes it; null for a host that is no host. */
export function originOf(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}
