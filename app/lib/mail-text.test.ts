import { describe, expect, it } from "vitest";
import { splitMailText } from "./mail-text.ts";

describe("splitMailText", () => {
  it("keeps a body without links as one text part", () => {
    expect(splitMailText("Thank you for your order #12.\n\nTotal: €4.50")).toEqual([{ kind: "text", text: "Thank you for your order #12.\n\nTotal: €4.50" }]);
    expect(splitMailText("")).toEqual([]);
  });

  it("turns a relative reset link on its own line into a link", () => {
    const body = "open this link within one hour:\n\n/account/reset-password?token=abc_DEF-123\n\nThe link works once.";
    expect(splitMailText(body)).toEqual([
      { kind: "text", text: "open this link within one hour:\n\n" },
      { kind: "link", text: "/account/reset-password?token=abc_DEF-123", href: "/account/reset-password?token=abc_DEF-123" },
      { kind: "text", text: "\n\nThe link works once." },
    ]);
  });

  it("finds absolute http and https links and leaves sentence punctuation outside", () => {
    expect(splitMailText("See https://shop.example/cart?x=1&y=2. Or (http://a.example/b), ok")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://shop.example/cart?x=1&y=2", href: "https://shop.example/cart?x=1&y=2" },
      { kind: "text", text: ". Or (" },
      { kind: "link", text: "http://a.example/b", href: "http://a.example/b" },
      { kind: "text", text: "), ok" },
    ]);
  });

  it("never links other schemes, protocol-relative URLs, paths inside words or a bare slash", () => {
    const body = "javascript:alert(1) //evil.example/x a/b/c and / or data:text/html,<b>x</b>";
    expect(splitMailText(body)).toEqual([{ kind: "text", text: body }]);
  });

  it("stops a link at quotes and angle brackets so markup in a body stays text", () => {
    expect(splitMailText('<a href="https://x.example/p">y</a>')).toEqual([
      { kind: "text", text: '<a href="' },
      { kind: "link", text: "https://x.example/p", href: "https://x.example/p" },
      { kind: "text", text: '">y</a>' },
    ]);
  });
});
