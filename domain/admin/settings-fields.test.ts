import { describe, expect, it } from "vitest";
import { choiceLabel, convertedText, convertedValue, fieldFormat, fieldLabel, namedChoices, parsePercent, percentText } from "./settings-fields.ts";
import { fieldLabelOf, formattedKind, leafText, leafValue } from "./settings-form.ts";

describe("settings field formats", () => {
  it.each([
    ["zones.0.methods.1.cost", "money"],
    ["restOfWorld.methods.0.minAmount", "money"],
    ["minimumPayoutMinor", "money"],
    ["defaultRate.amountMinor", "money"],
    ["defaultRate.basisPoints", "percent"],
    ["rates.2.rate", "percent"],
    ["taxRates.2.rate", "fine-percent"],
    ["tierShares", "percent-list"],
    ["baseCountry", "country"],
    ["taxRates.0.country", "country"],
    ["zones.0.countries", "countries"],
    ["productRates.0.productId", "product"],
    ["categoryRates.0.categoryId", "category"],
    ["name", null],
  ])("%s is %s", (path, format) => expect(fieldFormat(path)).toBe(format));

  it("shows cents as an amount and reads a typed amount back as cents, with the product editor's parser", () => {
    expect(convertedText(495, "money")).toBe("4.95");
    expect(convertedText(0, "money")).toBe("0.00");
    expect(convertedText(null, "money")).toBe("");
    expect(convertedValue("4.95", "money")).toBe(495);
    expect(convertedValue("€ 12,5", "money")).toBe(1250);
    expect(convertedValue("", "money")).toBeNull();
    // What does not read as an amount stays text, for the schema (and the form's message) to refuse.
    expect(convertedValue("-5", "money")).toBe("-5");
    expect(convertedValue("cheap", "money")).toBe("cheap");
  });

  it("shows basis points and millionths as percentages, and reads them back", () => {
    expect(percentText(2300, "percent")).toBe("23");
    expect(percentText(1350, "percent")).toBe("13.5");
    expect(percentText(8875, "fine-percent")).toBe("0.8875");
    expect(percentText(230_000, "fine-percent")).toBe("23");
    expect(parsePercent("23", "percent")).toBe(2300);
    expect(parsePercent("13,5 %", "percent")).toBe(1350);
    expect(parsePercent("0.8875", "fine-percent")).toBe(8875);
    expect(parsePercent("0.885", "percent")).toBeNull();
    expect(parsePercent("-1", "percent")).toBeNull();
    expect(convertedText([2000, 1000], "percent-list")).toBe("20, 10");
    expect(convertedValue("20, 10", "percent-list")).toEqual([2000, 1000]);
    expect(convertedValue("20, x", "percent-list")).toEqual([2000, "x"]);
  });

  it("gives a leaf of a converted field its own kind, and the form goes there and back", () => {
    expect(formattedKind("zones.0.methods.0.cost", "number")).toBe("money");
    expect(formattedKind("restOfWorld.methods.0.minAmount", "nullable")).toBe("money");
    expect(formattedKind("tierShares", "number-list")).toBe("percent-list");
    expect(formattedKind("zones.0.countries", "empty-array")).toBe("list");
    expect(formattedKind("name", "text")).toBe("text");
    // A value that is not a number keeps its kind: nothing is converted by mistake.
    expect(formattedKind("zones.0.methods.0.cost", "text")).toBe("text");
    for (const [value, kind] of [
      [495, "money"],
      [2300, "percent"],
      [8875, "fine-percent"],
    ] as const)
      expect(leafValue(kind, leafText(value, kind))).toBe(value);
  });

  it("labels fields in words and names choices", () => {
    expect(fieldLabel("minimumPayoutMinor")).toBe("Minimum payout");
    expect(fieldLabelOf("defaultRate.basisPoints")).toBe("Default commission percentage");
    expect(fieldLabelOf("sepaDebtor.iban")).toBe("SEPA payer (your account) IBAN");
    expect(fieldLabelOf("zones.0.methods.0.minAmount")).toBe("Offered from an order of");
    expect(choiceLabel("flat_rate")).toBe("Flat rate");
    expect(choiceLabel("logged_in")).toBe("Logged in");
  });

  it("offers countries by name (every country for a rate row), products and categories by name", () => {
    const countries = { IE: "Ireland", FR: "France" };
    expect(namedChoices("baseCountry", "country", { countries })).toEqual([
      ["FR", "France"],
      ["IE", "Ireland"],
    ]);
    expect(namedChoices("taxRates.0.country", "country", { countries })![0]).toEqual(["", "Every country"]);
    expect(namedChoices("productRates.0.productId", "product", { countries, products: [{ id: 7, name: "Brass Pen" }] })).toEqual([["7", "Brass Pen"]]);
    expect(namedChoices("name", null, { countries })).toBeNull();
  });
});
