import { describe, expect, it } from "vitest";
import { coupon } from "./coupon-testing.ts";
import {
  allowedEmailsSchema,
  couponAllowsEmails,
  type CouponEmailStatus,
  couponEmailStatus,
  emailMatchesPattern,
  isAllowedEmailEntry,
  MAX_ALLOWED_EMAILS,
  parseAllowedEmails,
} from "./coupon-emails.ts";
import { COUPON_MESSAGES, couponStanding, validateCoupon } from "./coupons.ts";

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

describe("couponEmailStatus: the one rule for a coupon restricted to e-mail addresses", () => {
  it.each<[string, string[], (string | null | undefined)[], CouponEmailStatus]>([
    ["an empty list is for everyone", [], ["anyone@example.com"], "open"],
    ["an empty list even when no address is known", [], [], "open"],
    ["the billing e-mail matches", ["*@vitrine.test"], ["mia@vitrine.test", null], "allowed"],
    ["the account e-mail matches when the billing one does not", ["*@vitrine.test"], ["mia@gmail.com", "MIA@VITRINE.TEST"], "allowed"],
    ["case is ignored on both sides", ["Anna@Shop.DE"], [" ANNA@shop.de "], "allowed"],
    ["neither matches", ["*@vitrine.test"], ["mia@gmail.com", "mia@yahoo.com"], "refused"],
    ["one of several entries matches", ["anna@shop.de", "*@example.com", "ben.*@x.io"], ["ben.k@x.io"], "allowed"],
    ["none of several entries matches", ["anna@shop.de", "*@example.com"], ["ben@x.io"], "refused"],
    ["a look-alike domain is refused", ["*@example.com"], ["ben@example.com.evil.io"], "refused"],
    ["no address known yet: the coupon waits", ["anna@shop.de"], [null, "  ", undefined], "pending"],
    ["nothing at all known yet", ["anna@shop.de"], [], "pending"],
    ["typing under way is not an address yet", ["*@vitrine.test"], ["mia@vitr", null], "pending"],
    ["a known address decides even beside half-typed text", ["*@vitrine.test"], ["mia@vitr", "mia@gmail.com"], "refused"],
  ])("%s", (_name, allowed, emails, expected) => {
    expect(couponEmailStatus(allowed, emails)).toBe(expected);
    expect(couponAllowsEmails(allowed, emails)).toBe(expected === "open" || expected === "allowed");
  });
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
  const context = (buyerEmails: (string | null)[], change: { placing?: boolean; subtotal?: number } = {}) => ({
    enteredCode: "TEAM20",
    now: new Date("2026-11-27T10:00:00Z"),
    subtotal: change.subtotal ?? 5000,
    lines: [{ productId: 1, categoryIds: [], onSale: false }],
    usesByCustomer: 0,
    appliedCoupons: [],
    buyerEmails,
    ...(change.placing ? { placing: true } : {}),
  });

  it("waits while no address is known (a guest applying it in the cart): kept, its discount not counted yet", () => {
    const result = validateCoupon(team, context([null, null]));
    expect(result).toEqual({ ok: true, code: "team20", message: COUPON_MESSAGES.applied_pending_email, removesCodes: [], awaitingEmail: true });
    expect(couponStanding(result)).toBe("awaiting_email");
  });

  it("a coupon waiting for an e-mail still meets its other rules first", () => {
    expect(validateCoupon({ ...team, minimumSpend: 6000 }, context([], { subtotal: 5000 }))).toMatchObject({ ok: false, error: "minimum_spend" });
  });

  it("passes a matching billing e-mail, counted at once", () => {
    const result = validateCoupon(team, context(["lea@vitrine.test", null]));
    expect(result).toMatchObject({ ok: true, message: COUPON_MESSAGES.applied, awaitingEmail: false });
    expect(couponStanding(result)).toBe("counted");
  });

  it("refuses a known address that does not qualify, naming the coupon and asking for one it allows", () => {
    const result = validateCoupon(team, context([null, "lea@example.com"]));
    expect(result).toEqual({
      ok: false,
      error: "email_not_allowed",
      message: 'Sorry, coupon "team20" is not for your e-mail address. Please enter an e-mail address it allows.',
    });
    expect(couponStanding(result)).toBe("refused");
  });

  it("placing the order, another address is refused as not yours: the coupon leaves the order", () => {
    expect(validateCoupon(team, context(["lea@example.com", null], { placing: true }))).toEqual({
      ok: false,
      error: "not_yours",
      message: 'Sorry, it seems the coupon "team20" is not yours. It has been removed from your order.',
    });
    expect(COUPON_MESSAGES.not_yours).toContain("{code}");
  });

  it("placing the order, no address at all is not a reason to wait any more", () => {
    expect(validateCoupon(team, context([null], { placing: true }))).toMatchObject({ ok: false, error: "not_yours" });
  });

  it("a coupon without a list is counted whether or not an address is known", () => {
    const open = coupon("percent", 1000, { code: "welcome10" });
    expect(validateCoupon(open, { ...context([]), enteredCode: "welcome10" })).toMatchObject({ ok: true, awaitingEmail: false });
    expect(validateCoupon(open, { ...context([null], { placing: true }), enteredCode: "welcome10" })).toMatchObject({ ok: true, awaitingEmail: false });
  });
});
