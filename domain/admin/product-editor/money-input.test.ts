import { describe, expect, it } from "vitest";
import { formatMoneyInput, MAX_PRICE_MINOR, parseMoneyInput } from "./money-input.ts";

describe("parseMoneyInput", () => {
  it.each([
    ["12.50", 1250],
    ["12.5", 1250],
    ["12,50", 1250],
    ["12", 1200],
    ["0", 0],
    ["0.05", 5],
    [" € 7.99 ", 799],
    ["", null],
    ["   ", null],
  ])("reads %j as %j", (text, minor) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, minor });
  });

  it.each(["abc", "-1", "1.234", "1,234.50", "1e3", "12.", ".5", "1 000.00x"])("refuses %j", (text) => {
    expect(parseMoneyInput(text).ok).toBe(false);
  });

  it("refuses amounts above the ceiling", () => {
    expect(parseMoneyInput("1000000.00")).toEqual({ ok: true, minor: MAX_PRICE_MINOR });
    expect(parseMoneyInput("1000000.01").ok).toBe(false);
  });
});

describe("formatMoneyInput", () => {
  it("writes minor units as the field shows them and reads back the same", () => {
    for (const minor of [0, 5, 1250, 1299, 100_000]) {
      const text = formatMoneyInput(minor);
      expect(parseMoneyInput(text)).toEqual({ ok: true, minor });
    }
    expect(formatMoneyInput(1250)).toBe("12.50");
    expect(formatMoneyInput(null)).toBe("");
  });
});
