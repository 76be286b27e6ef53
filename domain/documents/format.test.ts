import { describe, expect, it } from "vitest";
import { FIXTURE_BILLING, FIXTURE_SHIPPING } from "./fixtures.ts";
import { countryName, formatDocumentDate, formatDocumentMoney, formatTaxRate, formatWeight, partyLines } from "./format.ts";

describe("document formats", () => {
  it.each([
    ["2026-03-04", "4 March 2026"],
    ["2026-12-31", "31 December 2026"],
    // A timestamp is read as its calendar day, whatever the server's time zone.
    ["2026-01-01T23:30:00+05:00", "1 January 2026"],
    ["not a date", "not a date"],
  ])("writes %s as %s", (iso, text) => {
    expect(formatDocumentDate(iso)).toBe(text);
  });

  it.each([
    [23_630, "EUR", "€236.30"],
    [-14_760, "EUR", "-€147.60"],
    [123_450, "EUR", "€1,234.50"],
    // Yen have no minor unit; an Irish reader sees them marked as Japanese.
    [1500, "JPY", "JP¥1,500"],
  ])("formats %i minor units of %s as %s", (minor, currency, text) => {
    expect(formatDocumentMoney(minor, currency)).toBe(text);
  });

  it.each([
    [2300, "23%"],
    [1350, "13.5%"],
    [0, "0%"],
  ])("writes the tax rate %i basis points as %s", (rate, text) => {
    expect(formatTaxRate(rate)).toBe(text);
  });

  it("writes weights in kilograms", () => {
    expect(formatWeight(1250)).toBe("1.25 kg");
    expect(formatWeight(800)).toBe("0.8 kg");
  });

  it("names countries, keeping an unknown code as it is", () => {
    expect(countryName("ie")).toBe("Ireland");
    expect(countryName("XX")).toBe("XX");
  });
});

describe("partyLines", () => {
  it("writes name, company, street lines and country, then contact and VAT when asked", () => {
    expect(partyLines(FIXTURE_BILLING, { contact: true, vat: true })).toEqual([
      "Aoife Brennan",
      "Brennan Architects",
      "Unit 4, The Old Mill",
      "Bridge Street",
      "H91 E2K7 Galway",
      "Ireland",
      "aoife@brennan-architects.example",
      "+353 91 555 0198",
      "VAT number: IE9876543W",
    ]);
  });

  it("leaves out empty fields and what is not asked for", () => {
    expect(partyLines(FIXTURE_SHIPPING, { contact: false, vat: true })).toEqual([
      "Aoife Brennan",
      "22 Seapoint Avenue",
      "Salthill",
      "H91 T6P3 Galway",
      "Ireland",
    ]);
    expect(partyLines({ ...FIXTURE_SHIPPING, country: "", phone: " " }, { contact: true, vat: false })).toEqual([
      "Aoife Brennan",
      "22 Seapoint Avenue",
      "Salthill",
      "H91 T6P3 Galway",
    ]);
  });
});
