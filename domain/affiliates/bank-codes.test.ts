import { describe, expect, it } from "vitest";
import { isValidBic, isValidIban } from "./bank-codes.ts";

describe("IBAN and BIC", () => {
  it.each(["DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432", "be71 0961 2345 6769", "NL91ABNA0417164300"])("accepts the valid IBAN %s", (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });
  it.each(["DE89 3704 0044 0532 0130 01", "GB82WEST1234569876543", "XX", "DE8937040044053201300"])("refuses %s", (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
  it("checks BICs of 8 or 11 characters", () => {
    expect(isValidBic("COBADEFFXXX")).toBe(true);
    expect(isValidBic("cobadeff")).toBe(true);
    expect(isValidBic("COBADEF")).toBe(false);
    expect(isValidBic("12BADEFF")).toBe(false);
  });
});
