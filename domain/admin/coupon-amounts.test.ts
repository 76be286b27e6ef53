import { describe, expect, it } from "vitest";
import { amountInputOf, amountLabelOf, moneyInputOf, parseMoneyInput, parsePercentInput, percentInputOf } from "./coupon-amounts.ts";

describe("coupon amounts as the editor types them", () => {
  it.each([
    ["5", 500],
    ["5.5", 550],
    ["5.50", 550],
    ["5,05", 505],
    [" 0 ", 0],
    ["1234.99", 123_499],
  ])("money %j is %i minor units", (text, minor) => expect(parseMoneyInput(text)).toBe(minor));

  it.each(["", "abc", "5.555", "-5", "5.", "1e3", "5 00"])("money %j is refused", (text) => expect(parseMoneyInput(text)).toBeNull());

  it.each([
    ["10", 1000],
    ["12.5", 1250],
    ["12.25", 1225],
    ["100", 10_000],
    ["0.5", 50],
  ])("percent %j is %i basis points", (text, bp) => expect(parsePercentInput(text)).toBe(bp));

  it.each(["", "12.555", "1000", "-1", "ten"])("percent %j is refused", (text) => expect(parsePercentInput(text)).toBeNull());

  it("shows stored amounts back as they were typed", () => {
    expect(moneyInputOf(550)).toBe("5.50");
    expect(moneyInputOf(7)).toBe("0.07");
    expect(percentInputOf(1250)).toBe("12.5");
    expect(percentInputOf(1000)).toBe("10");
    expect(percentInputOf(1205)).toBe("12.05");
    expect(amountInputOf("percent", 1250)).toBe("12.5");
    expect(amountInputOf("fixed_cart", 1250)).toBe("12.50");
    expect(amountLabelOf("percent", 1250, String)).toBe("12.5 %");
    expect(amountLabelOf("fixed_product", 500, (m) => `€${m / 100}`)).toBe("€5");
  });
});
