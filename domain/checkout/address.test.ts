import { describe, expect, it } from "vitest";
import { billingAddressSchema, checkoutFields, checkoutPlaceholder, contactSchema, isValidPostcode, parseCheckoutAddresses } from "./address.ts";

const billing = {
  firstName: "Aoife",
  lastName: "Byrne",
  country: "ie",
  address1: "1 Main Street",
  city: "Dublin",
  postcode: "D02 X285",
  phone: "+353 1 234 5678",
};
const shipping = { firstName: "Jan", lastName: "Bakker", country: "NL", address1: "Damrak 1", city: "Amsterdam", postcode: "1012 LG" };

describe("checkout placeholders", () => {
  it("S-5-20 a field's placeholder is its label", () => {
    expect(checkoutPlaceholder({ label: "Company name", required: false })).toBe("Company name");
  });
  it("S-5-21 a required field's placeholder ends with a star", () => {
    expect(checkoutPlaceholder({ label: "First name", required: true })).toBe("First name *");
  });
  it("S-5-20 S-5-21 every billing field gets its label, and exactly the required ones a star", () => {
    for (const field of checkoutFields("billing")) {
      const placeholder = checkoutPlaceholder(field);
      expect(placeholder.startsWith(field.label)).toBe(true);
      expect(placeholder.endsWith("*")).toBe(field.required);
    }
  });
  it("billing has phone and e-mail, shipping does not", () => {
    expect(checkoutFields("billing").map((f) => f.key)).toContain("email");
    expect(checkoutFields("shipping").map((f) => f.key)).not.toContain("phone");
    expect(checkoutFields("shipping")[0]?.autocomplete).toBe("shipping given-name");
  });
});

describe("contactSchema", () => {
  it("trims the e-mail", () => expect(contactSchema.parse({ email: " a@b.ie " })).toEqual({ email: "a@b.ie" }));
  it.each([
    ["", "Billing Email address is a required field."],
    ["not-an-email", "Invalid billing email address"],
    [undefined, "Billing Email address is a required field."],
  ])("%j → %s", (email, message) => {
    const result = contactSchema.safeParse({ email });
    expect(result.success || result.error.issues[0]?.message).toBe(message);
  });
});

describe("postcodes", () => {
  it.each([
    ["D02 X285", "IE", true],
    ["D6W1234", "IE", true],
    ["SW1A 1AA", "GB", true],
    ["12345", "DE", true],
    ["1234", "DE", false],
    ["1012 LG", "NL", true],
    ["90210-1234", "US", true],
    ["ABC", "US", false],
    ["3000", "AU", true],
    ["!!", "AU", false],
  ])("%s in %s → %s", (postcode, country, valid) => expect(isValidPostcode(postcode, country)).toBe(valid));
});

describe("billingAddressSchema", () => {
  it("fills optional fields with empty text and upper-cases the country", () => {
    expect(billingAddressSchema.parse(billing)).toMatchObject({ company: "", address2: "", state: "", country: "IE" });
  });
  it("an Eircode may be left out", () => expect(billingAddressSchema.safeParse({ ...billing, postcode: "" }).success).toBe(true));
  it("refuses control characters, which no address has and PostgreSQL text cannot hold (NUL)", () => {
    const result = billingAddressSchema.safeParse({ ...billing, city: "Dub\u0000lin", address2: "Flat\u00072" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["address2", "Billing Apartment, suite, unit, etc. contains characters that are not allowed."],
      ["city", "Billing Town / City contains characters that are not allowed."],
    ]);
  });
  it("phone is optional but must look like a number when given", () => {
    expect(billingAddressSchema.safeParse({ ...billing, phone: "" }).success).toBe(true);
    expect(billingAddressSchema.safeParse({ ...billing, phone: "call me" }).success).toBe(false);
  });
});

describe("parseCheckoutAddresses", () => {
  it("ships to the billing address unless told otherwise, ignoring shipping fields", () => {
    const result = parseCheckoutAddresses({ email: "aoife@example.ie", billing, shipping: { junk: true } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.shipToDifferentAddress).toBe(false);
    expect(result.value.shipping).toMatchObject({ firstName: "Aoife", country: "IE", postcode: "D02 X285" });
    expect(result.value.shipping).not.toHaveProperty("phone");
  });

  it.each(["1", "on", "true", true])("ships to a different address when the box says %j", (box) => {
    const result = parseCheckoutAddresses({ email: "aoife@example.ie", billing, shipping, shipToDifferentAddress: box });
    expect(result.ok && result.value.shipping.country).toBe("NL");
  });

  it("names every problem by field with the shopper-facing text", () => {
    const result = parseCheckoutAddresses({
      email: "nope",
      billing: { ...billing, firstName: " ", country: "DE", postcode: "12" },
      shipping: { ...shipping, city: "", country: "XX" },
      shipToDifferentAddress: "1",
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        email: "Invalid billing email address",
        "billing.firstName": "Billing First name is a required field.",
        "billing.postcode": "Billing Postcode / ZIP is not a valid postcode / ZIP.",
        "shipping.city": "Shipping Town / City is a required field.",
        "shipping.country": "Shipping Country / Region is not a country we deliver to.",
      },
    });
  });

  it("a missing postcode outside Ireland is required", () => {
    const result = parseCheckoutAddresses({ email: "a@b.de", billing: { ...billing, country: "DE", postcode: "" } });
    expect(result).toEqual({ ok: false, fields: { "billing.postcode": "Billing Postcode / ZIP is a required field." } });
  });
});

describe("VAT number (for a business invoice)", () => {
  it("is offered on the billing form only, optional, without a star", () => {
    const field = checkoutFields("billing").find((f) => f.key === "vatNumber");
    expect(field).toMatchObject({ label: "VAT number (for a business invoice)", required: false });
    expect(checkoutFields("shipping").map((f) => f.key)).not.toContain("vatNumber");
  });

  it.each([
    ["IE6388047V", "IE6388047V"],
    ["ie 6388047v", "IE6388047V"],
    ["DE 123.456.789", "DE123456789"],
    ["NL-859048217B01", "NL859048217B01"],
    ["EL094259216", "EL094259216"],
  ])("takes %j and keeps it as %s", (typed, stored) => {
    expect(billingAddressSchema.parse({ ...billing, vatNumber: typed }).vatNumber).toBe(stored);
  });

  it("is empty when none was given", () => {
    expect(billingAddressSchema.parse(billing).vatNumber).toBe("");
    expect(billingAddressSchema.parse({ ...billing, vatNumber: "  " }).vatNumber).toBe("");
  });

  it.each(["6388047V", "IE1", "IE12345678901234", "IE63880!7V", "I 6388047V"])("refuses %j with a clear message", (typed) => {
    const result = parseCheckoutAddresses({ email: "aoife@example.ie", billing: { ...billing, vatNumber: typed } });
    expect(result).toEqual({
      ok: false,
      fields: { "billing.vatNumber": "Billing VAT number should be a two-letter country code followed by 2 to 13 letters or digits, for example IE6388047V." },
    });
  });

  it("stays with the billing address and never reaches the shipping address", () => {
    const result = parseCheckoutAddresses({ email: "aoife@example.ie", billing: { ...billing, vatNumber: "IE6388047V" } });
    expect(result.ok && result.value.billing.vatNumber).toBe("IE6388047V");
    expect(result.ok && result.value.shipping).not.toHaveProperty("vatNumber");
  });
});
