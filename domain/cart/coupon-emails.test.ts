import { describe, expect, it } from "vitest";
import { coupon } from "./coupon-testing.ts";
import { allowedEmailsSchema, couponAllowsEmails, emailMatchesPattern, isAllowedEmailEntry, MAX_ALLOWED_EMAILS, parseAllowedEmails } from "./coupon-emails.ts";
import { COUPON_MESSAGES, validateCoupon } from "./coupons.ts";

describe("emailMatchesPattern", () => {
  it.each<[string, string, boolean]>([
    ["anna@shop.de", "anna@shop.de", true],
    ["Anna@Shop.DE", "anna@shop.de", true],
    ["anna@shop.de", "ANNA@SHOP.DE", true],
    ["anna@shop.de", "anna@shop.com", false],
    ["anna@shop.de", "nna@shop.de", false],
    ["ben@example.com", "*@example.com", true],
    ["ben@mail.example.com", "*@example.com", false],
    ["ben@mail.example.com", "*@*.example.com", true],
    ["ben@example.com.evil.io", "*@example.com", false],
    ["anna.k@shop.de", "anna.*@shop.de", true],
    ["anna.@shop.de", "anna.*@shop.de", true],
    ["annak@shop.de", "anna.*@shop.de", false],
    ["anna@shop.de", "anna*", true],
    ["a@b.de", "*a*b*", true],
    ["ab@x.de", "*b*a*", false],
    // `*` must leave room for the parts around it: "aa" is not "a" + anything + "a" overlapping.
    ["a", "a*a", false],
    ["aa", "a*a", true],
    // Regular-expression characters are themselves.
    ["axb@shop.de", "a.b@shop.de", false],
    ["a.b@shop.de", "a.b@shop.de", true],
    ["anna+promo@shop.de", "anna+promo@shop.de", true],
    ["annnna@shop.de", "an+a@shop.de", false],
    ["anna@shop.de", "^anna@shop.de$", false],
    ["x(1)@shop.de", "x(1)@shop.de", true],
    ["x1@shop.de", "x[0-9]@shop.de", false],
    ["  ben@example.com ", "*@example.com", true],
  ])("%j against %j → %s", (email, pattern, expected) => expect(emailMatchesPattern(email, pattern)).toBe(expected));
});

describe("couponAllowsEmails", () => {
  it.each<[string, string[], (string | null)[], boolean]>([
    ["an empty list is for everyone", [], ["anyone@example.com"], true],
    ["an empty list even when no address is known", [], [], true],
    ["the billing e-mail matches", ["*@vitrine.test"], ["mia@vitrine.test", null], true],
    ["the account e-mail matches when the billing one does not", ["*@vitrine.test"], ["mia@gmail.com", "MIA@VITRINE.TEST"], true],
    ["neither matches", ["*@vitrine.test"], ["mia@gmail.com", "mia@yahoo.com"], false],
    ["one of several entries matches", ["anna@shop.de", "*@example.com", "ben.*@x.io"], ["ben.k@x.io"], true],
    ["none of several entries matches", ["anna@shop.de", "*@example.com"], ["ben@x.io"], false],
    ["no address known yet", ["anna@shop.de"], [null, "  "], false],
  ])("%s", (_name, allowed, emails, expected) => expect(couponAllowsEmails(allowed, emails)).toBe(expected));
});

describe("isAllowedEmailEntry", () => {
  it.each(["anna@shop.de", "*@example.com", "anna.*@shop.de", "*@*.example.com", "a+b@x.io", "anna@*"])("accepts %j", (entry) =>
    expect(isAllowedEmailEntry(entry)).toBe(true),
  );
  it.each(["", "*", "anna", "@shop.de", "anna@", "a@b@c.de", "anna@shop", "anna@.de", "anna@shop.", "an na@shop.de", "a,b@c.de", "<a@b.de>"])(
    "refuses %j",
    (entry) => expect(isAllowedEmailEntry(entry)).toBe(false),
  );
});

describe("parseAllowedEmails", () => {
  it("reads commas and line breaks, trims, lowers and drops repeats and blanks", () => {
    expect(parseAllowedEmails(" Anna@Shop.de, *@EXAMPLE.com\n anna@shop.de ,, ")).toEqual({ ok: true, emails: ["anna@shop.de", "*@example.com"] });
  });
  it("an empty text is an empty list", () => expect(parseAllowedEmails("  ")).toEqual({ ok: true, emails: [] }));
  it("names the first entry that is neither an address nor a pattern", () => {
    expect(parseAllowedEmails("anna@shop.de, bob, *")).toEqual({
      ok: false,
      message: '"bob" is not an e-mail address, or a pattern with * such as *@example.com.',
    });
  });
  it("refuses more entries than the limit", () => {
    const many = Array.from({ length: MAX_ALLOWED_EMAILS + 1 }, (_, i) => `p${i}@x.io`).join(",");
    expect(parseAllowedEmails(many).ok).toBe(false);
  });
  it("the API's schema agrees", () => {
    expect(allowedEmailsSchema.parse([" Anna@Shop.de", "anna@shop.de"])).toEqual(["anna@shop.de"]);
    expect(allowedEmailsSchema.safeParse(["bob"]).success).toBe(false);
  });
});

describe("validateCoupon with an e-mail list", () => {
  const team = coupon("percent", 2000, { code: "team20", allowedEmails: ["*@vitrine.test"] });
  const context = (buyerEmails: (string | null)[] | null) => ({
    enteredCode: "TEAM20",
    now: new Date("2026-11-27T10:00:00Z"),
    subtotal: 5000,
    lines: [{ productId: 1, categoryIds: [], onSale: false }],
    usesByCustomer: 0,
    appliedCoupons: [],
    buyerEmails,
  });
  it("is not judged before the buyer's addresses are known (applying it in the cart)", () => expect(validateCoupon(team, context(null)).ok).toBe(true));
  it("passes a matching billing e-mail", () => expect(validateCoupon(team, context(["lea@vitrine.test", null])).ok).toBe(true));
  it("refuses another address, naming the coupon", () => {
    expect(validateCoupon(team, context(["lea@example.com", null]))).toEqual({
      ok: false,
      error: "not_yours",
      message: 'Sorry, it seems the coupon "team20" is not yours. It has been removed from your order.',
    });
    expect(COUPON_MESSAGES.not_yours).toContain("{code}");
  });
});
