import { describe, expect, it } from "vitest";
import { COUPONS_COLLAPSED_COUNT, couponSearchMatches, summarySearchMatches, visibleCouponIndexes } from "./table-search.ts";

const coupons = [
  ["priya10", "10 % off", "12", "€340.00"],
  ["WINTER5", "€5.00 off the cart", "3", "€80.00"],
  ["spring", "Free shipping", "0", "€0.00"],
];

describe("table searches", () => {
  it("S-5-1 the coupon search ignores case", () => {
    expect(couponSearchMatches(coupons[0]!, "PRIYA10")).toBe(true);
    expect(couponSearchMatches(coupons[1]!, "winter")).toBe(true);
  });

  it("S-5-2 the coupon search keeps a row when any cell contains the text, not only the code", () => {
    expect(couponSearchMatches(coupons[1]!, "off the")).toBe(true);
    expect(couponSearchMatches(coupons[2]!, "off the")).toBe(false);
    expect(couponSearchMatches(coupons[0]!, "340")).toBe(true);
  });

  it("the coupon search does not trim: a typed space is part of the text", () => {
    expect(couponSearchMatches(coupons[2]!, " spring")).toBe(false);
  });

  it("S-5-3 the summary search ignores case", () => {
    expect(summarySearchMatches(["2", "Lukas Berger", "4"], "lUKAS")).toBe(true);
  });

  it("S-5-4 the summary search trims: '  abc  ' finds what 'abc' finds", () => {
    const rows = [
      ["1", "abc shop"],
      ["2", "xyz"],
      ["3", "ABCD"],
    ];
    const kept = (typed: string) => rows.filter((cells) => summarySearchMatches(cells, typed));
    expect(kept("  abc  ")).toEqual(kept("abc"));
    expect(kept("  abc  ")).toHaveLength(2);
  });

  it("S-5-5 the summary search keeps rows where any cell contains the text", () => {
    const rows = [
      ["1", "Priya", "12"],
      ["2", "Lukas", "7"],
      ["3", "Mia", "120"],
    ];
    expect(rows.filter((cells) => summarySearchMatches(cells, "12")).map((r) => r[1])).toEqual(["Priya", "Mia"]);
  });

  it("an empty or blank search keeps every row (blank only when trimmed)", () => {
    expect(couponSearchMatches(["a"], "")).toBe(true);
    expect(summarySearchMatches(["a"], "   ")).toBe(true);
    expect(couponSearchMatches(["a"], "   ")).toBe(false);
    expect(summarySearchMatches(["xabcx"], "  AbC ")).toBe(true);
  });

  it("S-2-11 collapsed, the list shows the main coupon; 'show all coupons' (or a search) shows every coupon the search keeps", () => {
    expect(visibleCouponIndexes(coupons, "", false)).toEqual([0].slice(0, COUPONS_COLLAPSED_COUNT));
    expect(visibleCouponIndexes(coupons, "", true)).toEqual([0, 1, 2]);
    expect(visibleCouponIndexes(coupons, "off", true)).toEqual([0, 1]);
    expect(visibleCouponIndexes(coupons, "off", false)).toEqual([0, 1]);
    expect(visibleCouponIndexes(coupons, "winter", false)).toEqual([1]);
  });
});
