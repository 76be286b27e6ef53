import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, encodedBody, isAnonymousGet, personalCacheControl, preferredEncoding, sharedMaxAgeSeconds, sharedPageKey } from "./page-cache.ts";

function page(body: string, maxAgeMs = 10_000) {
  return { status: 200, headers: [["content-type", "text/html"]] as [string, string][], body: Buffer.from(body), maxAgeMs };
}

describe("sharedMaxAgeSeconds", () => {
  it.each([
    ["public, max-age=0, s-maxage=10", 10],
    ["Public, S-MaxAge=60", 60],
    ["public, s-maxage=0", null],
    ["public, max-age=60", null],
    ["private, s-maxage=10", null],
    ["public, no-store, s-maxage=10", null],
    ["public, no-cache, s-maxage=10", null],
    ["s-maxage=10", null],
    ["public, s-maxage=ten", null],
    [null, null],
  ])("reads %j as %j", (header, expected) => {
    expect(sharedMaxAgeSeconds(header)).toBe(expected);
  });
});

describe("personalCacheControl", () => {
  const session = `vitrine_session=${"x".repeat(43)}`;
  it.each([
    ["public, max-age=0, s-maxage=10", session, "private, no-store"],
    ["s-maxage=60", `a=1; ${session}`, "private, no-store"],
    ["public, max-age=3600", session, "private, no-store"],
    ["public, max-age=0, s-maxage=10", "vitrine_items_in_cart=1", null],
    ["public, max-age=0, s-maxage=10", undefined, null],
    ["no-store", session, null],
    ["private, no-store", session, null],
    [null, session, null],
  ])("%j with cookie %j → %j", (header, cookie, expected) => {
    expect(personalCacheControl(header, cookie)).toBe(expected);
  });
});

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1.0, identity", "gzip"],
    ["identity", "identity"],
    [undefined, "identity"],
  ])("picks the best of %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("sharedPageKey", () => {
  it("S-3-43 keeps one copy per colour switcher choice, and renders anything with another cookie", () => {
    expect(sharedPageKey("GET", "/shop", {})).toBe("/shop");
    expect(sharedPageKey("GET", "/shop", { cookie: "astraColorSwitcherState=true" })).toBe("/shop#astraColorSwitcherState=true");
    expect(sharedPageKey("GET", "/shop", { cookie: "astraColorSwitcherState=false" })).toBe("/shop#astraColorSwitcherState=false");
    // A value that is no choice renders as no cookie, so it shares that copy.
    expect(sharedPageKey("GET", "/shop", { cookie: "astraColorSwitcherState=maybe" })).toBe("/shop");
    expect(sharedPageKey("GET", "/shop", { cookie: "astraColorSwitcherState=true; vitrine_session=x" })).toBeNull();
    expect(sharedPageKey("GET", "/shop", { cookie: "other=1" })).toBeNull();
    // The cart's shipping destination is read by the cart and checkout only: pages are shared with it.
    expect(sharedPageKey("GET", "/shop", { cookie: "vitrine_ship_to=%7B%7D" })).toBe("/shop");
    expect(sharedPageKey("HEAD", "/shop", { cookie: "astraColorSwitcherState=true" })).toBeNull();
    expect(sharedPageKey("GET", "/shop", { cookie: "astraColorSwitcherState=true", authorization: "Basic x" })).toBeNull();
  });
});

describe("isAnonymousGet", () => {
  it("shares only GETs without cookies or credentials", () => {
    expect(isAnonymousGet("GET", {})).toBe(true);
    expect(isAnonymousGet("GET", { cookie: "session=1" })).toBe(false);
    expect(isAnonymousGet("GET", { authorization: "Basic x" })).toBe(false);
    expect(isAnonymousGet("HEAD", {})).toBe(false);
    expect(isAnonymousGet("POST", {})).toBe(false);
  });

  it("S-4-40 shares pages with visitors whose only cookies are dismissed banners, which the browser alone reads", () => {
    expect(isAnonymousGet("GET", { cookie: "store_noticek3x9a=hidden" })).toBe(true);
    expect(isAnonymousGet("GET", { cookie: "store_noticek3x9a=hidden; coming_soon_banner_dismissed=yes" })).toBe(true);
    expect(isAnonymousGet("GET", { cookie: "store_noticek3x9a=hidden; vitrine_session=abc" })).toBe(false);
    expect(isAnonymousGet("GET", { cookie: "store_notice=hidden" })).toBe(false);
    expect(isAnonymousGet("GET", { cookie: "" })).toBe(true);
  });
});

describe("page cache", () => {
  it("serves a page until its lifetime ends", () => {
    let now = 1_000;
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000, now: () => now });
    cache.set("/shop", page("<p>shop</p>", 10_000));
    now += 9_999;
    expect(cache.get("/shop")?.body.toString()).toBe("<p>shop</p>");
    expect(cache.ageSeconds(cache.get("/shop")!)).toBe(9);
    now += 1;
    expect(cache.get("/shop")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops the oldest pages beyond its entry and byte limits, and refuses a page larger than all of it", () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 10 });
    cache.set("/a", page("aaaa"));
    cache.set("/b", page("bbbb"));
    cache.set("/c", page("cccc"));
    expect([cache.get("/a"), cache.get("/b")?.body.toString(), cache.get("/c")?.body.toString()]).toEqual([undefined, "bbbb", "cccc"]);
    cache.set("/d", page("dddddddd"));
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/c")).toBeUndefined();
    expect(cache.get("/d")?.body.toString()).toBe("dddddddd");
    cache.set("/huge", page("x".repeat(11)));
    expect(cache.get("/huge")).toBeUndefined();
    expect(cache.get("/d")).toBeDefined();
  });

  it("is off with no entries allowed", () => {
    const cache = createPageCache({ maxEntries: 0, maxBytes: 1_000 });
    cache.set("/shop", page("x"));
    expect(cache.enabled).toBe(false);
    expect(cache.get("/shop")).toBeUndefined();
  });

  it("compresses a page once per encoding, and each copy decodes to the page", () => {
    const cache = createPageCache({ maxEntries: 1, maxBytes: 100_000 });
    const html = "<ul>" + "<li>Stoneware mug</li>".repeat(200) + "</ul>";
    cache.set("/shop", page(html));
    const stored = cache.get("/shop")!;
    const br = encodedBody(stored, "br");
    expect(encodedBody(stored, "br")).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(encodedBody(stored, "gzip")).toString()).toBe(html);
    expect(encodedBody(stored, "identity").toString()).toBe(html);
    expect(br.length).toBeLessThan(html.length / 10);
  });
});
