import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTax, DEMO_TAX_SETTINGS, type TaxSettings, taxForAmount, taxRateFor, taxSettingsSchema } from "./tax.ts";

const exclusive: TaxSettings = { ...DEMO_TAX_SETTINGS, pricesIncludeTax: false };

describe("taxRateFor", () => {
  it.each([
    ["IE", 2300],
    ["de", 1900],
    ["FR", 2000],
    ["NL", 2100],
    ["GB", 2000],
    ["US", 0],
    ["JP", 0],
    [null, 2300],
  ])("%s → %d basis points", (country, rate) => expect(taxRateFor(DEMO_TAX_SETTINGS, country)).toBe(rate));
});

describe("taxForAmount", () => {
  it.each([
    ["23 % on top of €10.00", 1000, 2300, false, 230],
    ["19 % on top of €0.05 rounds half up", 5, 1900, false, 1],
    ["19 % on top of €0.02 rounds down", 2, 1900, false, 0],
    ["23 % inside €12.30", 1230, 2300, true, 230],
    ["23 % inside €4.95", 495, 2300, true, 93],
    ["0 % inside €10.00", 1000, 0, true, 0],
    ["nothing on nothing", 0, 2300, false, 0],
  ])("%s", (_name, amount, rate, inclusive, tax) => expect(taxForAmount(amount, rate, inclusive)).toBe(tax));
});

describe("computeTax", () => {
  it("rounds each line on its own and adds shipping tax when shipping is taxed", () => {
    expect(computeTax({ settings: exclusive, country: "IE", lineAmounts: [5, 5], shipping: 495 })).toEqual({
      rate: 2300,
      lineTaxes: [1, 1],
      shippingTax: 114,
      taxTotal: 116,
    });
  });
  it("leaves shipping untaxed when the setting is off", () => {
    expect(computeTax({ settings: { ...exclusive, taxShipping: false }, country: "IE", lineAmounts: [1000], shipping: 495 }).shippingTax).toBe(0);
  });

  it("tax is a whole non-negative amount, and inclusive tax never exceeds the price", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(10_000_000), { maxLength: 8 }),
        fc.nat(100_000),
        fc.nat(10_000),
        fc.boolean(),
        fc.boolean(),
        (lines, shipping, rate, inclusive, taxShipping) => {
          const settings: TaxSettings = { pricesIncludeTax: inclusive, taxShipping, baseCountry: "IE", rates: { IE: rate } };
          const result = computeTax({ settings, country: "IE", lineAmounts: lines, shipping });
          for (const tax of [...result.lineTaxes, result.shippingTax, result.taxTotal]) {
            expect(Number.isSafeInteger(tax)).toBe(true);
            expect(tax).toBeGreaterThanOrEqual(0);
          }
          if (inclusive) result.lineTaxes.forEach((tax, i) => expect(tax).toBeLessThanOrEqual(lines[i] ?? 0));
        },
      ),
    );
  });
});

describe("taxSettingsSchema", () => {
  it.each([
    { ...DEMO_TAX_SETTINGS, rates: { IE: -1 } },
    { ...DEMO_TAX_SETTINGS, rates: { IE: 10_001 } },
    { ...DEMO_TAX_SETTINGS, rates: { IRL: 2300 } },
    { ...DEMO_TAX_SETTINGS, baseCountry: "ie" },
  ])("refuses %j", (input) => expect(taxSettingsSchema.safeParse(input).success).toBe(false));
});
