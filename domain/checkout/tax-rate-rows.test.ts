import { describe, expect, it } from "vitest";
import { applicableRates } from "../tax/rates.ts";
import { DEMO_TAX_SETTINGS, taxSettingsSchema } from "./tax.ts";
import { basisPointsOf, DEMO_TAX_RATE_ROWS, legacyRateRows, taxRateRowsSchema, taxRatesOf } from "./tax-rate-rows.ts";

describe("legacyRateRows", () => {
  it("reads country → basis points as standard VAT rows at priority 1, taxing shipping as the shop does", () => {
    expect(legacyRateRows({ IE: 2300, US: 0 }, false)).toEqual([
      {
        id: "legacy-ie",
        label: "VAT",
        country: "IE",
        region: "",
        postcodes: [],
        cities: [],
        rate: 230_000,
        priority: 1,
        compound: false,
        shipping: false,
        taxClass: "standard",
      },
      {
        id: "legacy-us",
        label: "VAT",
        country: "US",
        region: "",
        postcodes: [],
        cities: [],
        rate: 0,
        priority: 1,
        compound: false,
        shipping: false,
        taxClass: "standard",
      },
    ]);
  });
});

describe("taxRatesOf", () => {
  it("puts the legacy rows before the saved rows; a store without either has none", () => {
    expect(taxRatesOf({ taxShipping: true })).toEqual([]);
    const rows = taxRatesOf({ taxShipping: true, rates: { DE: 1900 }, taxRates: DEMO_TAX_RATE_ROWS });
    expect(rows.map((row) => row.id)).toEqual(["legacy-de", ...DEMO_TAX_RATE_ROWS.map((row) => row.id)]);
  });

  it.each([
    ["Ireland, standard", { country: "IE" }, "standard", 2300],
    ["Ireland, reduced", { country: "IE" }, "reduced", 1350],
    ["Ireland, zero", { country: "IE" }, "zero", 0],
    ["Germany, reduced", { country: "DE" }, "reduced", 700],
    ["France has no reduced row: untaxed", { country: "FR" }, "reduced", 0],
    ["Buffalo NY: the state rate wins over the US 0 % row", { country: "US", region: "NY", city: "Buffalo", postcode: "14201" }, "standard", 400],
    ["New York City: state, city and commuter district", { country: "US", region: "NY", city: "New York", postcode: "10001" }, "standard", 888],
    ["Oregon: the US 0 % row", { country: "US", region: "OR" }, "standard", 0],
  ] as const)("the demo shop charges %s", (_name, location, taxClass, basisPoints) => {
    expect(basisPointsOf(applicableRates(taxRatesOf(DEMO_TAX_SETTINGS), location, taxClass))).toBe(basisPoints);
  });
});

describe("taxRateRowsSchema", () => {
  const row = DEMO_TAX_RATE_ROWS[0]!;
  it("accepts the demo rows and the demo settings", () => {
    expect(taxRateRowsSchema.safeParse(DEMO_TAX_RATE_ROWS).success).toBe(true);
    expect(taxSettingsSchema.parse(DEMO_TAX_SETTINGS)).toEqual(DEMO_TAX_SETTINGS);
  });
  it.each([
    ["a repeated id", [row, row]],
    ["a rate above 100 %", [{ ...row, rate: 1_000_001 }]],
    ["a fractional rate", [{ ...row, rate: 1.5 }]],
    ["a three-letter country", [{ ...row, country: "IRL" }]],
    ["a backwards postcode range", [{ ...row, postcodes: ["90299...90210"] }]],
    ["an unknown tax class", [{ ...row, taxClass: "luxury" }]],
    ["a blank label", [{ ...row, label: " " }]],
    ["priority 0", [{ ...row, priority: 0 }]],
  ])("refuses %s", (_name, rows) => expect(taxRateRowsSchema.safeParse(rows).success).toBe(false));
});
