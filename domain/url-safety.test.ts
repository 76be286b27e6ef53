import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { ALLOWED_URL_PROTOCOLS, isSafeHashId, isSimpleIdSelector, sameSitePath, sanitizeUrl } from "./url-safety.ts";

describe("sanitizeUrl", () => {
  it.each(["/cart/", "cart", "../shop?page=2", "?q=a:b", "/a:b", "", "//cdn.example.com/x.png"])("P-5-59 passes the relative URL %j unchanged", (url) => {
    expect(sanitizeUrl(url)).toBe(url);
  });

  it.each(["#top", "#", "#javascript:alert(1)"])("P-5-60 passes the #-prefixed URL %j unchanged", (url) => {
    expect(sanitizeUrl(url)).toBe(url);
  });

  it.each([
    "mailto:a@b",
    "https://example.com/",
    "http://example.com/",
    "HTTPS://EXAMPLE.COM/",
    "tel:+353123456",
    "sms:+353123456",
    "ftp://files.example.com/a",
    " https://example.com/",
    "urn:isbn:0451450523",
  ])("P-5-61 passes %j with an allowed protocol unchanged", (url) => {
    expect(sanitizeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "\u001fjavascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "blob:https://example.com/id",
    "localhost:3000",
  ])("P-5-62 replaces %j by #", (url) => {
    expect(sanitizeUrl(url)).toBe("#");
  });

  it("P-8-20 reports an unsafe URL to the caller's logger", () => {
    const log = vi.fn();
    sanitizeUrl("javascript:alert(1)", log);
    expect(log).toHaveBeenCalledExactlyOnceWith("javascript:alert(1)");
  });

  it("P-8-20 does not report safe URLs", () => {
    const log = vi.fn();
    sanitizeUrl("https://example.com", log);
    sanitizeUrl("/cart/", log);
    expect(log).not.toHaveBeenCalled();
  });

  it("allows the customary protocols", () => {
    for (const protocol of ["http", "https", "ftp", "mailto", "tel", "sms"]) expect(ALLOWED_URL_PROTOCOLS).toContain(protocol);
    expect(ALLOWED_URL_PROTOCOLS).not.toContain("javascript");
    expect(ALLOWED_URL_PROTOCOLS).not.toContain("data");
  });

  it("never passes a URL that the WHATWG URL parser resolves to a disallowed protocol", () => {
    const piece = fc.constantFrom(
      ...["java", "script", "JavaScript", "data", "https", "mailto", "a"],
      ...[":", "/", "//", "\\", "#", "?"],
      ...[" ", "\t", "\n", "\r", "\u0000", "\u001f", "\u00a0"],
    );
    const url = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(url, (candidate) => {
        fc.pre(sanitizeUrl(candidate) !== "#");
        const parsed = URL.parse(candidate, "https://shop.example/page");
        if (parsed) expect(ALLOWED_URL_PROTOCOLS).toContain(parsed.protocol.slice(0, -1));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("isSafeHashId", () => {
  it.each(["a1-b_c:d.e", "top", "Z"])("P-2-47 accepts %j", (id) => {
    expect(isSafeHashId(id)).toBe(true);
  });

  it.each(["1bad", "<x>", "", "-a", "a b", "a#b", "é"])("P-2-47 ignores %j", (id) => {
    expect(isSafeHashId(id)).toBe(false);
  });
});

describe("isSimpleIdSelector", () => {
  it.each(["#a1-b_c:d.e", "#top"])("P-2-49 accepts %j", (selector) => {
    expect(isSimpleIdSelector(selector)).toBe(true);
  });

  it.each(["#a, body", "#x[y]", "top", "#", "##top", "#1bad", "a#top"])("P-2-49 rejects %j", (selector) => {
    expect(isSimpleIdSelector(selector)).toBe(false);
  });
});

describe("sameSitePath", () => {
  it.each([
    ["/", "/"],
    ["/product/x?a=1", "/product/x?a=1"],
    ["/checkout?country=IE#review", "/checkout?country=IE#review"],
    ["/..//evil", "/evil"],
  ])("keeps the same-site path %j as %j", (raw, expected) => {
    expect(sameSitePath(raw)).toBe(expected);
  });

  it.each(["//evil.example/", "///evil.example", "/\\evil.example", "https://evil.example/", "shop", "/\tevil", ""])("refuses %j", (raw) => {
    expect(sameSitePath(raw)).toBeNull();
  });
});
