import { describe, expect, it } from "vitest";
import { attribute, normalizeAddress } from "./attribution.ts";

const alice = { affiliateId: 1, code: "alice10", customerId: 100, email: "Alice@Example.com", addresses: ["12 Main St., 1000 Brussels"] };
const bob = { affiliateId: 2, code: "bob", customerId: 200, email: "bob@example.com", addresses: [] };
const buyer = { customerId: 300, email: "carol@example.com", address: "1 Other Road" };

describe("attribution: which signal won and why", () => {
  it("the coupon beats a link of another affiliate, and says so", () => {
    const a = attribute({ coupon: alice, link: { ...bob, daysAgo: 3 }, buyer });
    expect(a).toMatchObject({ signal: "coupon", affiliateId: 1, selfReferral: false });
    expect(a.reason).toContain("Coupon ALICE10 was used");
    expect(a.reason).toContain("beats an earlier referral link");
  });

  it("a link alone credits its affiliate with the days since the visit", () => {
    expect(attribute({ coupon: null, link: { ...bob, daysAgo: 3 }, buyer })).toEqual({
      signal: "link",
      affiliateId: 2,
      reason: "Arrived through the referral link 3 days before",
      selfReferral: false,
    });
  });

  it("nothing credits nobody", () => {
    expect(attribute({ coupon: null, link: null, buyer }).signal).toBe("none");
  });

  it.each([
    ["own account", { ...buyer, customerId: 100 }],
    ["own e-mail address", { ...buyer, email: " alice@example.COM " }],
    ["own address", { ...buyer, address: "12 main st 1000 brussels" }],
  ])("self-referral by %s earns nothing", (why, who) => {
    const a = attribute({ coupon: alice, link: null, buyer: who });
    expect(a.selfReferral).toBe(true);
    expect(a.reason).toContain(why);
  });

  it("addresses compare by letters and digits", () => {
    expect(normalizeAddress("12, Main St.")).toBe(normalizeAddress("12 main st"));
  });
});
