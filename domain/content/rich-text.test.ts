import { describe, expect, it } from "vitest";
import { isSafeRichTextHref } from "./rich-text-links.ts";
import { richTextToPlain } from "./rich-text-plain.ts";
import { paragraphsToHtml, richTextHtml, sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText: the allowlist", () => {
  it("keeps every allowed tag", () => {
    const html =
      "<h2>Care</h2><h3>Wash</h3><h4>Dry</h4><p><strong>Bold</strong> and <em>italic</em><br />next line</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quoted</p></blockquote>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ["a script with its content", '<p>Hi</p><script>alert("x")</script>', "<p>Hi</p>"],
    ["an event handler", '<p onclick="steal()">Hi</p><img src=x onerror="alert(1)">', "<p>Hi</p>"],
    ["a style attribute and a style element", '<p style="position:fixed">Hi</p><style>body{display:none}</style>', "<p>Hi</p>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe><p>Hi</p>', "<p>Hi</p>"],
    ["an svg with a handler", "<svg onload=alert(1)><circle/></svg><p>Hi</p>", "<p>Hi</p>"],
    ["classes and ids", '<p class="x" id="y">Hi</p>', "<p>Hi</p>"],
    ["tags outside the list, keeping their text", "<div><span>Hi</span> <u>there</u></div>", "Hi there"],
  ])("removes %s", (_what, dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it.each([
    ["javascript:", '<a href="javascript:alert(1)">x</a>'],
    ["javascript: with a tab inside", '<a href="java\tscript:alert(1)">x</a>'],
    ["javascript: as entities", '<a href="javascript&colon;alert(1)">x</a>'],
    ["JAVASCRIPT: in capitals with a leading space", '<a href=" JAVASCRIPT:alert(1)">x</a>'],
    ["data:", '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ["vbscript:", '<a href="vbscript:msgbox(1)">x</a>'],
    ["a protocol-relative address", '<a href="//evil.example/">x</a>'],
  ])("drops a %s link and keeps its words", (_what, dirty) => {
    expect(sanitizeRichText(`<p>${dirty}</p>`)).toBe("<p>x</p>");
  });

  it.each([
    ["https", "https://example.com/a?b=1&amp;c=2"],
    ["http", "http://example.com/"],
    ["mailto", "mailto:hello@vitrine.example"],
    ["a path on this site", "/category/lighting"],
    ["an anchor", "#care"],
  ])("keeps a %s link with rel noopener nofollow", (_what, href) => {
    expect(sanitizeRichText(`<p><a href="${href}" target="_blank" rel="opener">x</a></p>`)).toBe(`<p><a href="${href}" rel="noopener nofollow">x</a></p>`);
  });

  it("closes a safe link right after an unsafe one (the unsafe one's words kept)", () => {
    expect(sanitizeRichText('<p><a href="javascript:x()">bad</a> <a href="https://ok.example">good</a> <a href="data:x">also bad</a></p>')).toBe(
      '<p>bad <a href="https://ok.example" rel="noopener nofollow">good</a> also bad</p>',
    );
  });

  it("renames b, i, h1, h5 and h6 to their allowed equivalents", () => {
    expect(sanitizeRichText("<h1>T</h1><h5>F</h5><h6>S</h6><p><b>b</b><i>i</i></p>")).toBe("<h2>T</h2><h4>F</h4><h4>S</h4><p><strong>b</strong><em>i</em></p>");
  });

  it("escapes text that only looks like markup", () => {
    expect(sanitizeRichText("<p>5 < 6 & 7 > 3</p>")).toBe("<p>5 &lt; 6 &amp; 7 &gt; 3</p>");
  });
});

describe("isSafeRichTextHref", () => {
  it.each([
    ["https://a.example", true],
    ["mailto:a@b.example", true],
    ["care-guide", true],
    ["/p/x", true],
    ["ftp://a.example", false],
    ["\\\\evil.example", false],
    ["/\\evil.example", false],
    ["", false],
  ])("%s → %s", (href, safe) => {
    expect(isSafeRichTextHref(href)).toBe(safe);
  });
});

describe("paragraphsToHtml: the older plain text", () => {
  it("makes a paragraph of each block and a line break of each single newline, escaping text", () => {
    expect(paragraphsToHtml("Tom & Jerry <3\nsecond line\n\n  Next  \r\n\r\nLast")).toBe("<p>Tom &amp; Jerry &lt;3<br>second line</p><p>Next</p><p>Last</p>");
  });

  it("keeps inline tags typed by hand for the sanitiser", () => {
    expect(paragraphsToHtml("One <strong>bold</strong>\n\nTwo")).toBe("<p>One <strong>bold</strong></p><p>Two</p>");
  });
});

describe("richTextHtml: what is stored and shown", () => {
  it("turns plain text into sanitised paragraphs", () => {
    expect(richTextHtml("A lamp.\n\nMade of oak.")).toBe("<p>A lamp.</p><p>Made of oak.</p>");
  });

  it("takes HTML with blocks as HTML and sanitises it", () => {
    expect(richTextHtml('<p>Hi<script>x()</script></p><ul><li><a href="javascript:x()">y</a></li></ul>')).toBe("<p>Hi</p><ul><li>y</li></ul>");
  });

  it("is empty for an empty or blank value", () => {
    expect(richTextHtml("  \n ")).toBe("");
  });

  it.each(["Plain & simple\n\ntext", "<h2>A</h2><p><a href='https://x.example'>b</a></p>", "inline <em>only</em>"])("is idempotent for %j", (value) => {
    const once = richTextHtml(value);
    expect(richTextHtml(once)).toBe(once);
  });
});

describe("richTextToPlain", () => {
  it("gives the words, spaced at block ends, with entities decoded", () => {
    expect(richTextToPlain("<h2>Care</h2><p>Oak &amp; linen<br>wipe</p><ul><li>one</li><li>two</li></ul>")).toBe("Care Oak & linen wipe one two");
  });
});
