import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { REFERRAL_COOKIE } from "../../domain/affiliates/referral-cookie.ts";
import { REFERRAL_COUPON_COOKIE } from "../../domain/affiliates/referral-coupon.ts";
import { SHIPPING_DESTINATION_COOKIE } from "../../domain/cart/shipping-calculator.ts";
import { PALETTE_COOKIE, parsePaletteCookie } from "../../domain/palette/palette-state.ts";
import { isBrowserOnlyCookie } from "../../domain/store-notice/dismissal.ts";
import { sessionTokenFromCookieHeader } from "../services/sessions/cookie.ts";

/**
 * A shared cache for rendered pages, the in-process equivalent of a CDN in front of the shop. A page is
 * kept only when its route says it may be (`cache-control: public, s-maxage=N`), it answered 200 without
 * setting a cookie, and the visitor sent no cookie or credentials: anything personal is rendered each time.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  storedAt: number;
  maxAgeMs: number;
  /** Compressed copies, made on the first request that asks for each encoding. */
  encoded: Map<ContentEncoding, Buffer>;
};

export type ContentEncoding = "br" | "gzip" | "identity";

export type PageCacheOptions = { maxEntries: number; maxBytes: number; now?: () => number };

export type PageCache = ReturnType<typeof createPageCache>;

/** The shared-cache lifetime a `cache-control` header grants, in seconds; null when it grants none. */
export function sharedMaxAgeSeconds(cacheControl: string | null | undefined): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (!directives.includes("public") || directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return null;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = sMaxAge ? Number(sMaxAge.slice("s-maxage=".length)) : Number.NaN;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** What a page answered to a session's request must say instead of a shared-cache permission. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * `private, no-store` when the request carries a session cookie and the route's `cache-control` would let
 * a shared cache keep the answer (`public` or `s-maxage`); null when the route's header may stand. Pages
 * for anonymous visitors keep their shared lifetime; a signed-in header must never reach a CDN.
 */
export function personalCacheControl(cacheControl: string | null | undefined, cookieHeader: string | null | undefined): string | null {
  if (!cacheControl || !sessionTokenFromCookieHeader(cookieHeader)) return null;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  const shared = directives.includes("public") || directives.some((d) => d.startsWith("s-maxage="));
  return shared ? PERSONAL_CACHE_CONTROL : null;
}

/** The best encoding the client accepts among ours; q-values are ignored, as browsers send none of 0. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = (acceptEncoding ?? "")
    .toLowerCase()
    .split(",")
    .map((token) => token.split(";")[0]?.trim());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return "identity";
}

/**
 * Whether a request may be answered from, and stored in, the shared cache (a HEAD's empty body must never
 * be). Cookies that only the browser reads (a dismissed store notice) do not make a visitor personal: the
 * page is the same for them, and their head script hides what they dismissed.
 */
export function isAnonymousGet(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  return sharedPageKey(method, "", headers) !== null;
}

/**
 * The key a request's page is shared under, or null when it must be rendered for this request alone: a
 * GET without credentials whose cookies, if any, are ones the page does not depend on (a dismissed
 * banner's, read only by the browser) or the colour switcher's. That one changes the page (the server
 * paints the chosen palette on <html>), so each of its values has its own copy: visitors who chose a
 * palette still get cached pages, and never someone else's palette. Any other cookie (a session, a cart)
 * is personal and is rendered every time.
 */
/** Cookies only the cart and checkout read (never cached pages): every other page looks the same with them. */
const CART_AND_CHECKOUT_COOKIES = new Set([REFERRAL_COOKIE, REFERRAL_COUPON_COOKIE, SHIPPING_DESTINATION_COOKIE]);

export function sharedPageKey(method: string, url: string, headers: Record<string, string | string[] | undefined>): string | null {
  if (method !== "GET" || headers.authorization) return null;
  const cookie = headers.cookie;
  if (cookie === undefined || cookie === "") return url;
  if (typeof cookie !== "string") return null;
  let palette: boolean | null = null;
  for (const pair of cookie.split(";")) {
    if (pair.trim() === "") continue;
    const at = pair.indexOf("=");
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (isBrowserOnlyCookie(name) || CART_AND_CHECKOUT_COOKIES.has(name)) continue;
    if (at < 0 || name !== PALETTE_COOKIE) return null;
    palette = parsePaletteCookie(pair.slice(at + 1).trim());
  }
  return palette === null ? url : `${url}#${PALETTE_COOKIE}=${palette}`;
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.body.length;
  }

  return {
    get enabled() {
      return options.maxEntries > 0;
    },
    /** A fresh page for this key, or undefined. */
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt >= page.maxAgeMs) {
        remove(key);
        return undefined;
      }
      return page;
    },
    set(key: string, page: Omit<CachedPage, "storedAt" | "encoded">) {
      if (options.maxEntries <= 0 || page.body.length > options.maxBytes) return;
      remove(key);
      pages.set(key, { ...page, storedAt: now(), encoded: new Map() });
      bytes += page.body.length;
      // Map keeps insertion order: the first key is the oldest page.
      while (pages.size > options.maxEntries || bytes > options.maxBytes) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    /** Age in whole seconds, for the `age` header. */
    ageSeconds(page: CachedPage): number {
      return Math.floor((now() - page.storedAt) / 1000);
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
  };
}

/** The page's body in an encoding, compressed once and kept with the page. */
export function encodedBody(page: CachedPage, encoding: ContentEncoding): Buffer {
  if (encoding === "identity") return page.body;
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === "br"
        ? brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
        : gzipSync(page.body, { level: 9 });
    page.encoded.set(encoding, body);
  }
  return body;
}
