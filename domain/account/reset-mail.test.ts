import { describe, expect, it } from "vitest";
import { escapeHtml, RESET_TOKEN_TTL_MS, resetLink, resetMail } from "./reset-mail.ts";

describe("password reset mail", () => {
  it("links expire after one hour", () => expect(RESET_TOKEN_TTL_MS).toBe(3_600_000));

  it("the link carries the token on /account/reset-password", () => {
    expect(resetLink("abc_DEF-1")).toBe("/account/reset-password?token=abc_DEF-1");
    expect(resetLink("a+b/c", "https://shop.example")).toBe("https://shop.example/account/reset-password?token=a%2Bb%2Fc");
  });

  it("text and html name the customer and carry the link", () => {
    const mail = resetMail({ name: "Emma Laurent", link: "/account/reset-password?token=t1" });
    expect(mail.subject).toBe("Reset your Vitrine password");
    expect(mail.text).toContain("Hello Emma Laurent,");
    expect(mail.text).toContain("/account/reset-password?token=t1");
    expect(mail.html).toContain('<a href="/account/reset-password?token=t1">');
  });

  it("escapes names in the html", () => {
    const mail = resetMail({ name: "<img src=x onerror=alert(1)>", link: "/r?token=1&x=2" });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain('href="/r?token=1&amp;x=2"');
  });

  it("greets without a name", () => expect(resetMail({ name: " ", link: "/x" }).text.startsWith("Hello,\n")).toBe(true));

  it("escapeHtml escapes the five characters", () => expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;"));
});
