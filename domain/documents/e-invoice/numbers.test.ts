import { describe, expect, it } from "vitest";
import { amount, ciiDate, percent, price, quantity } from "./numbers.ts";

describe("e-invoice numbers", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [1234, "12.34"],
    [-1234, "-12.34"],
    [-5, "-0.05"],
    [100000, "1000.00"],
  ])("writes %i minor units as %s", (minor, text) => {
    expect(amount(minor)).toBe(text);
  });

  it("refuses a fractional amount rather than rounding it silently", () => {
    expect(() => amount(12.5)).toThrow(RangeError);
  });

  it.each([
    [2300, "23"],
    [1350, "13.5"],
    [900, "9"],
    [0, "0"],
    [725, "7.25"],
  ])("writes the rate %i basis points as %s %%", (bp, text) => {
    expect(percent(bp)).toBe(text);
  });

  it("writes unit prices with up to four decimals and no trailing zeros", () => {
    expect(price(1250)).toBe("12.5");
    expect(price(1200)).toBe("12");
    expect(price(2500 / 3)).toBe("8.3333");
    expect(quantity(3)).toBe("3");
  });

  it("writes dates in CII's format 102", () => {
    expect(ciiDate("2026-11-27")).toBe("20261127");
  });
});
