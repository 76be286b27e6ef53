import { describe, expect, it } from "vitest";
import { parseReferralCookie, referralCookieValue, referralOfUrl } from "./referral-cookie.ts";

describe("referral link", () => {
  it("strips ref and keeps the other parameters", () => {
    expect(referralOfUrl("/shop?ref=anna-7k2q&page=2")).toEqual({ code: "anna-7k2q", rest: "/shop?page=2" });
    expect(referralOfUrl("/?ref=bob")).toEqual({ code: "bob", rest: "/" });
    expect(referralOfUrl("/shop?page=2")).toBeNull();
  });

  it.each([
    ["//evil.example/?ref=priya", "/"],
    ["/\\evil.example?ref=x", "/"],
    ["///evil.example?ref=x", "/"],
    ["//evil.example/path?ref=x&a=1", "/"],
    ["/..//evil.example?ref=x", "/evil.example"],
  ])("never leaves the site: %j goes to %j", (url, rest) => {
    expect(referralOfUrl(url)?.rest).toBe(rest);
  });

  it("keeps a same-site path and its other parameters", () => {
    expect(referralOfUrl("/product/x?ref=priya&a=1")).toEqual({ code: "priya", rest: "/product/x?a=1" });
    expect(referralOfUrl("/search?q=a%5Cb&ref=priya")?.rest).toBe("/search?q=a%5Cb");
  });

  it("round-trips the cookie and refuses a forged one", () => {
    const at = new Date("2026-06-01T10:00:00Z");
    expect(parseReferralCookie(referralCookieValue("anna-7k2q", at))).toEqual({ code: "anna-7k2q", at });
    expect(parseReferralCookie("<script>.123")).toBeNull();
    expect(parseReferralCookie("anna.notanumber")).toBeNull();
    expect(parseReferralCookie(undefined)).toBeNull();
  });
});

describe("referral cookie in a Cookie header", () => {
  it("finds it among others", async () => {
    const { referralFromCookieHeader } = await import("./referral-cookie.ts");
    expect(referralFromCookieHeader("a=1; vitrine_ref=bob.1767225600; c=3")).toEqual({ code: "bob", at: new Date(1767225600 * 1000) });
    expect(referralFromCookieHeader("a=1")).toBeNull();
    expect(referralFromCookieHeader(null)).toBeNull();
  });
});
