import { describe, expect, it } from "vitest";
import { exemptionReasonFor, normalizedVatNumber, vatCategoryFor, vatKeyId } from "./vat.ts";

const registered = { vatNumber: "IE6388047V" };
const unregistered = { vatNumber: "" };

describe("VAT category of a rate", () => {
  it("treats a positive rate as standard rated", () => {
    expect(vatCategoryFor(2300, registered, false)).toEqual({ category: "S", rate: 2300 });
  });

  it("treats a zero rate from a registered seller as zero rated", () => {
    expect(vatCategoryFor(0, registered, false)).toEqual({ category: "Z", rate: 0 });
    expect(vatCategoryFor(0, registered, true)).toEqual({ category: "Z", rate: 0 });
  });

  it("treats an unregistered seller charging no VAT at all as not subject to VAT, with no rate", () => {
    expect(vatCategoryFor(0, unregistered, true)).toEqual({ category: "O", rate: null });
    expect(exemptionReasonFor("O")).toEqual({ code: "VATEX-EU-O", text: "Not subject to VAT" });
  });

  it("keeps a zero rate zero rated when other lines carry VAT (O may not mix with other categories)", () => {
    expect(vatCategoryFor(0, unregistered, false)).toEqual({ category: "Z", rate: 0 });
  });

  it("needs no exemption reason for standard and zero rated", () => {
    expect(exemptionReasonFor("S")).toBeNull();
    expect(exemptionReasonFor("Z")).toBeNull();
  });

  it("makes a registered seller's zero rate exempt (E) with its reason when the seller states one", () => {
    const exempt = { vatNumber: "IE6388047V", vatExemption: { code: "VATEX-EU-132", text: "Exempt under Article 132" } };
    expect(vatCategoryFor(0, exempt, false)).toEqual({ category: "E", rate: 0 });
    expect(vatCategoryFor(2300, exempt, false)).toEqual({ category: "S", rate: 2300 });
    expect(exemptionReasonFor("E", exempt)).toEqual({ code: "VATEX-EU-132", text: "Exempt under Article 132" });
    expect(exemptionReasonFor("E", { ...exempt, vatExemption: { code: "", text: "Exempt" } })).toEqual({ code: "", text: "Exempt" });
    expect(vatCategoryFor(0, { ...exempt, vatExemption: { code: "VATEX-EU-132", text: " " } }, false)).toEqual({ category: "Z", rate: 0 });
    // Without a VAT number there is nothing to be exempt from: O, as before.
    expect(vatCategoryFor(0, { ...exempt, vatNumber: "" }, true)).toEqual({ category: "O", rate: null });
  });

  it("names each category and rate uniquely", () => {
    expect(vatKeyId({ category: "S", rate: 2300 })).toBe("S:2300");
    expect(vatKeyId({ category: "O", rate: null })).toBe("O:-");
  });
});

describe("VAT identifier", () => {
  it("removes spaces and dots and upper-cases", () => {
    expect(normalizedVatNumber("ie 6388047v", "IE")).toBe("IE6388047V");
    expect(normalizedVatNumber("DE 123.456.789", "DE")).toBe("DE123456789");
  });

  it("adds the country prefix when it was typed without one, EL for Greece", () => {
    expect(normalizedVatNumber("6388047V", "IE")).toBe("IE6388047V");
    expect(normalizedVatNumber("094259216", "GR")).toBe("EL094259216");
  });

  it("keeps an empty identifier empty", () => {
    expect(normalizedVatNumber("  ", "IE")).toBe("");
  });
});
