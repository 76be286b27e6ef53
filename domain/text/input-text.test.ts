import { describe, expect, it } from "vitest";
import { decodeUrlComponent, inputTextProblem, isAcceptableRequestTarget, isAcceptableText } from "./input-text.ts";

describe("input text rule", () => {
  it.each([
    ["plain text", "Ada Lovelace"],
    ["tab, CR and LF", "line one\r\n\tline two"],
    ["accents and emoji (a surrogate pair)", "Café 😀 Ørsted"],
    ["the empty text", ""],
    ["U+FFFD, the replacement character", "\uFFFD"],
  ])("accepts %s", (_name, text) => {
    expect(inputTextProblem(text)).toBeNull();
    expect(isAcceptableText(text)).toBe(true);
  });

  it.each([
    ["U+0000", "a\u0000b", "nul"],
    ["another C0 control (U+0001)", "a\u0001", "control"],
    ["escape (U+001B)", "\u001b[31m", "control"],
    ["DEL (U+007F)", "a\u007f", "control"],
    ["a lone high surrogate", "a\uD83D", "lone-surrogate"],
    ["a lone low surrogate", "\uDE00b", "lone-surrogate"],
    ["a reversed pair", "\uDE00\uD83D", "lone-surrogate"],
    ["U+FFFE", "\uFFFE", "noncharacter"],
    ["U+FFFF", "x\uFFFF", "noncharacter"],
  ])("refuses %s", (_name, text, problem) => {
    expect(inputTextProblem(text)).toBe(problem);
  });
});

describe("URL components", () => {
  it("decodes escapes, and + as a space only in queries", () => {
    expect(decodeUrlComponent("a%20b+c", true)).toBe("a b c");
    expect(decodeUrlComponent("a+b", false)).toBe("a+b");
  });

  it("answers null for a malformed escape or invalid UTF-8", () => {
    expect(decodeUrlComponent("%E0%A4%A", false)).toBeNull();
    expect(decodeUrlComponent("%zz", true)).toBeNull();
    expect(decodeUrlComponent("%ED%A0%80", false)).toBeNull();
  });

  it.each([
    "/",
    "/product/red-lamp",
    "/shop?orderby=price&filter_color=red%2Cblue",
    "/search?s=caf%C3%A9+cr%C3%A8me",
    "/a?flag&x=",
    "/a#frag%00",
    "/search?q=two%0Alines",
  ])("accepts the request target %s", (target) => expect(isAcceptableRequestTarget(target)).toBe(true));

  it.each([
    "/product/red%00lamp",
    "/checkout/order-received/1?key=%00",
    "/shop?x=%01",
    "/shop?%00=1",
    "/p/%E0%A4%A",
    "/p?x=%zz",
    "/p?x=%EF%BF%BF",
    "/a%0D%0Ab",
    "/a%09b",
  ])("refuses the request target %s", (target) => expect(isAcceptableRequestTarget(target)).toBe(false));
});
