/**
 * Dismissed banners (storefront-shell.md §3 "Cookies", §4 "Store notice", §9): a dismissal is remembered
 * in a cookie at path /, which only the browser reads. The server renders every banner the same for
 * everyone (so the shared page cache keeps one copy of a page); an inline script in the head reads the
 * cookie and marks <html> before the first paint, and the stylesheet hides a marked banner. No flash, no
 * layout shift, no page rendered per visitor.
 */

/** The store notice's dismissal cookie: the notice's id after this prefix (a changed notice shows again). */
export const STORE_NOTICE_COOKIE_PREFIX = "store_notice";
/** S-3-47: the value that says "dismissed". */
export const STORE_NOTICE_DISMISSED_VALUE = "hidden";
/** S-3-48, §9: the cookie's path. */
export const NOTICE_COOKIE_PATH = "/";
/** How long a dismissal is remembered (the spec gives no lifetime; a year, like a consent choice). */
export const NOTICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The coming-soon banner that staff see while the shop is in coming-soon mode: spec call 4's meta key. */
export const COMING_SOON_COOKIE = "coming_soon_banner_dismissed";
export const COMING_SOON_DISMISSED_VALUE = "yes";

export type BannerKind = "store-notice" | "coming-soon";

/** One dismissible banner as the page, its head script and the dismissal call know it. */
export type DismissibleBanner = {
  kind: BannerKind;
  cookie: { name: string; value: string };
  /** The attribute set on <html> (to "dismissed") once the cookie is there; the stylesheet hides the banner. */
  htmlAttribute: string;
};

export const BANNER_DISMISSED = "dismissed";
const HTML_ATTRIBUTE: Record<BannerKind, string> = { "store-notice": "data-store-notice", "coming-soon": "data-coming-soon-banner" };

const NOTICE_ID = /^[0-9a-z]{1,13}$/;
export const isStoreNoticeId = (id: string) => NOTICE_ID.test(id);

/**
 * A short id of what the notice says (its text and link; not its colours or position), so a shopper who
 * dismissed one notice sees the next one. FNV-1a over the UTF-16 code units, in base 36.
 */
export function storeNoticeId(content: { text: string; link: { text: string; url: string } | null }): string {
  const source = JSON.stringify([content.text, content.link?.text ?? null, content.link?.url ?? null]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function storeNoticeBanner(id: string): DismissibleBanner {
  if (!isStoreNoticeId(id)) throw new Error(`Not a store notice id: ${id}`);
  return {
    kind: "store-notice",
    cookie: { name: `${STORE_NOTICE_COOKIE_PREFIX}${id}`, value: STORE_NOTICE_DISMISSED_VALUE },
    htmlAttribute: HTML_ATTRIBUTE["store-notice"],
  };
}

export const comingSoonBanner: DismissibleBanner = {
  kind: "coming-soon",
  cookie: { name: COMING_SOON_COOKIE, value: COMING_SOON_DISMISSED_VALUE },
  htmlAttribute: HTML_ATTRIBUTE["coming-soon"],
};

/**
 * Cookies only the browser reads: a request carrying nothing else is as anonymous as one with no cookie,
 * and the shared page cache may answer it (the page does not depend on them).
 */
export function isBrowserOnlyCookie(name: string): boolean {
  return name === COMING_SOON_COOKIE || (name.startsWith(STORE_NOTICE_COOKIE_PREFIX) && isStoreNoticeId(name.slice(STORE_NOTICE_COOKIE_PREFIX.length)));
}

/** Whether a Cookie header says this banner was dismissed. */
export function isDismissed(banner: DismissibleBanner, cookieHeader: string | null | undefined): boolean {
  return `; ${cookieHeader ?? ""};`.includes(`; ${banner.cookie.name}=${banner.cookie.value};`);
}

/**
 * The inline head script: for each banner on the page whose cookie is set, marks <html> before the body
 * is parsed. Its text depends only on the banners, so a cached page's hash-based policy still allows it.
 */
export function bannerHeadScript(banners: readonly DismissibleBanner[]): string {
  const table = JSON.stringify(banners.map((b) => [`; ${b.cookie.name}=${b.cookie.value};`, b.htmlAttribute]));
  return (
    `(function(d){var c="; "+d.cookie+";";${table}.forEach(function(b){` +
    `if(c.indexOf(b[0])>=0)d.documentElement.setAttribute(b[1],"${BANNER_DISMISSED}")})})(document);`
  );
}

/** The Set-Cookie a dismissal writes, by the browser (document.cookie) or in the dismissal call's answer. */
export function dismissalCookieString(banner: DismissibleBanner, secure: boolean): string {
  return (
    `${banner.cookie.name}=${banner.cookie.value}; path=${NOTICE_COOKIE_PATH}; max-age=${NOTICE_COOKIE_MAX_AGE_SECONDS}; samesite=lax` +
    (secure ? "; secure" : "")
  );
}
