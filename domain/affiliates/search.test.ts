import { describe, expect, it } from "vitest";
import { filterCouponRows, filterSummaryRows, rowMatches } from "./search.ts";

const coupons = [
  { code: "summer10", discount: "10 % off", uses: 4 },
  { code: "WINTER", discount: "€5.00 off", uses: 12 },
];
const cells = (r: (typeof coupons)[number]) => [r.code, r.discount, r.uses];
const network = [
  { level: 1, affiliate: "Bob Stone", orders: 3 },
  { level: 2, affiliate: "Carol Abc", orders: 7 },
];
const netCells = (r: (typeof network)[number]) => [r.level, r.affiliate, r.orders];

describe("dashboard searches", () => {
  it("S-5-1: the coupon search is case-insensitive", () => {
    expect(filterCouponRows(coupons, cells, "SUMMER").map((r) => r.code)).toEqual(["summer10"]);
  });
  it("S-5-2: the coupon search keeps rows where any cell contains the text", () => {
    expect(filterCouponRows(coupons, cells, "€5").map((r) => r.code)).toEqual(["WINTER"]);
    expect(filterCouponRows(coupons, cells, "12").map((r) => r.code)).toEqual(["WINTER"]);
    expect(filterCouponRows(coupons, cells, "").length).toBe(2);
  });
  it("S-5-3: the summary search is case-insensitive", () => {
    expect(filterSummaryRows(network, netCells, "cAROL").map((r) => r.affiliate)).toEqual(["Carol Abc"]);
  });
  it("S-5-4: the summary search trims its input", () => {
    expect(filterSummaryRows(network, netCells, "  abc  ")).toEqual(filterSummaryRows(network, netCells, "abc"));
    expect(filterSummaryRows(network, netCells, "  abc  ").length).toBe(1);
  });
  it("S-5-5: the summary search keeps rows where any cell contains the text", () => {
    expect(filterSummaryRows(network, netCells, "7").map((r) => r.affiliate)).toEqual(["Carol Abc"]);
    expect(rowMatches([1, "x"], "zzz")).toBe(false);
  });
});
