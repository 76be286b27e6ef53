/**
 * Pages that look the same to every anonymous visitor may be shared for 10 s, the catalogue cache's fresh
 * window, by the server's page cache or a CDN; browsers always revalidate. Pages with live stock (the
 * product page) or anything personal never send this.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=10";

export function sharedPageHeaders() {
  return { "Cache-Control": SHARED_PAGE_CACHE_CONTROL };
}
