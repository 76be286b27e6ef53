import { describe, expect, it } from "vitest";
import { addressesToRemember, parseRememberedAddresses, rememberedAddressSummary, REMEMBERED_FIELD_NAMES } from "./remembered-addresses.ts";

describe("addressesToRemember", () => {
  it("keeps the address fields, trimmed, and drops everything else", () => {
    const remembered = addressesToRemember([
      ["billing_firstName", " Anna "],
      ["billing_address1", "12 Main Street"],
      ["billing_email", "anna@example.com"],
      ["shipping_city", "Cork"],
      ["ship_to_different_address", "1"],
      ["account_password", "secret"],
      ["order_comments", "Leave at the door"],
      ["idempotency_key", "abc"],
      ["billing_company", ""],
    ]);
    expect(remembered).toEqual({
      billing_firstName: "Anna",
      billing_address1: "12 Main Street",
      billing_email: "anna@example.com",
      shipping_city: "Cork",
      ship_to_different_address: "1",
    });
  });

  it("ignores values that are not text or are too long", () => {
    expect(
      addressesToRemember([
        ["billing_city", 42],
        ["billing_address1", "x".repeat(255)],
        ["billing_postcode", "D02 X285"],
      ]),
    ).toEqual({ billing_postcode: "D02 X285" });
  });

  it("knows the VAT number, the phone and both countries", () => {
    expect(REMEMBERED_FIELD_NAMES).toEqual(expect.arrayContaining(["billing_vatNumber", "billing_phone", "billing_country", "shipping_country"]));
    expect(REMEMBERED_FIELD_NAMES).not.toContain("shipping_phone");
  });
});

describe("parseRememberedAddresses", () => {
  it("reads back what was written", () => {
    const written = { billing_firstName: "Anna", billing_address1: "12 Main Street", billing_city: "Dublin" };
    expect(parseRememberedAddresses(JSON.stringify(written))).toEqual(written);
  });

  it.each([null, "", "not json", "[]", "42", "null", JSON.stringify({ billing_firstName: "Anna" }), JSON.stringify({ evil: "<script>" })])(
    "reads %j as nothing",
    (raw) => {
      expect(parseRememberedAddresses(raw)).toBeNull();
    },
  );

  it("drops unknown keys of a tampered record", () => {
    expect(parseRememberedAddresses(JSON.stringify({ billing_postcode: "10115", __proto__x: "y", account_password: "p" }))).toEqual({
      billing_postcode: "10115",
    });
  });
});

describe("rememberedAddressSummary", () => {
  it("names the person, the street and the town", () => {
    expect(
      rememberedAddressSummary({ billing_firstName: "Anna", billing_lastName: "Murphy", billing_address1: "12 Main Street", billing_city: "Dublin" }),
    ).toBe("Anna Murphy, 12 Main Street, Dublin");
  });
  it("leaves out what is missing", () => {
    expect(rememberedAddressSummary({ billing_address1: "12 Main Street" })).toBe("12 Main Street");
  });
});
