import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_CURRENCY, formatMoney, formatPriceRange, parseMajorAmount, toMajorAmountString } from "./money.ts";

describe("formatMoney", () => {
  it.each([
    [1000, "€10.00"],
    [1250, "€12.50"],
    [5, "€0.05"],
    [0, "€0.00"],
    [123456789, "€1,234,567.89"],
    [-500, "-€5.00"],
  ])("formats %i cents as %s", (minor, expected) => {
    expect(formatMoney(minor)).toBe(expected);
  });

  it("sells in euros by default", () => {
    expect(DEFAULT_CURRENCY).toBe("EUR");
  });

  it("divides by the currency's own number of decimals", () => {
    expect(formatMoney(1234, "JPY", "ja-JP")).toBe("￥1,234");
    expect(formatMoney(1234, "USD", "en-US")).toBe("$12.34");
  });

  it("writes the locale's own separators", () => {
    expect(formatMoney(123450, "EUR", "de-DE")).toBe("1.234,50\u00a0€");
  });
});

describe("formatPriceRange", () => {
  it("shows one price when the range is a single price", () => {
    expect(formatPriceRange({ min: 1000, max: 1000 })).toBe("€10.00");
  });

  it("joins a range with an en dash", () => {
    expect(formatPriceRange({ min: 1000, max: 2500 })).toBe("€10.00 – €25.00");
  });
});

describe("parseMajorAmount", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12.55", 1255],
    ["0", 0],
    ["0.01", 1],
    ["007.10", 710],
  ])("reads %j as %i", (text, expected) => {
    expect(parseMajorAmount(text)).toBe(expected);
  });

  it.each(["12.555", "-1", "abc", "1e3", "", " 12", "12.", ".5", "1,5", "0x10", "Infinity", "9".repeat(20)])("rejects %j", (text) => {
    expect(parseMajorAmount(text)).toBeNull();
  });
});

describe("toMajorAmountString", () => {
  it.each([
    [1250, "12.5"],
    [1200, "12"],
    [1255, "12.55"],
    [1205, "12.05"],
    [5, "0.05"],
    [0, "0"],
    [-1250, "-12.5"],
  ])("writes %i as %j", (minor, expected) => {
    expect(toMajorAmountString(minor)).toBe(expected);
  });

  it("refuses fractional minor units", () => {
    expect(() => toMajorAmountString(12.5)).toThrow(RangeError);
  });

  it("is read back as the same amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        expect(parseMajorAmount(toMajorAmountString(minor))).toBe(minor);
      }),
    );
  });
});
