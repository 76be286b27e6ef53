import { describe, expect, it } from "vitest";
import {
  checkoutPrefillOf,
  describeDestination,
  parseCalculatorForm,
  parseShippingDestinationCookie,
  shippingDestinationCookieValue,
} from "./shipping-calculator.ts";
import { SHIPPING_CITY_MAX_LENGTH, SHIPPING_POSTCODE_MAX_LENGTH } from "../limits.ts";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("parseCalculatorForm", () => {
  it("reads the country (any case), region, city, postcode and method, trimmed", () => {
    expect(
      parseCalculatorForm(
        form({
          calc_shipping_country: "de",
          calc_shipping_state: " Berlin ",
          calc_shipping_city: " Berlin ",
          calc_shipping_postcode: " 10115 ",
          shipping_method: "flat",
        }),
      ),
    ).toEqual({
      country: "DE",
      state: "Berlin",
      city: "Berlin",
      postcode: "10115",
      method: "flat",
    });
  });

  it("needs only the country", () => {
    expect(parseCalculatorForm(form({ calc_shipping_country: "IE" }))).toEqual({ country: "IE", state: "", city: "", postcode: "", method: null });
  });

  it.each([
    ["no country", {}],
    ["an unknown country", { calc_shipping_country: "ZZ" }],
    ["a postcode too long", { calc_shipping_country: "IE", calc_shipping_postcode: "9".repeat(SHIPPING_POSTCODE_MAX_LENGTH + 1) }],
    ["a control character", { calc_shipping_country: "IE", calc_shipping_state: "a\u0000b" }],
    ["a city too long", { calc_shipping_country: "US", calc_shipping_city: "N".repeat(SHIPPING_CITY_MAX_LENGTH + 1) }],
    ["a method that is no method id", { calc_shipping_country: "IE", shipping_method: "<script>" }],
  ])("refuses %s", (_, fields) => {
    expect(parseCalculatorForm(form(fields as Record<string, string>))).toBeNull();
  });
});

describe("the destination cookie", () => {
  it("reads back what it wrote", () => {
    const destination = { country: "FR", state: "", city: "Paris", postcode: "75001", method: "flat" };
    expect(parseShippingDestinationCookie(shippingDestinationCookieValue(destination))).toEqual(destination);
  });

  it("reads a cookie written before the city was asked as one without a city", () => {
    const older = encodeURIComponent(JSON.stringify({ country: "FR", state: "", postcode: "75001", method: "flat" }));
    expect(parseShippingDestinationCookie(older)).toEqual({ country: "FR", state: "", city: "", postcode: "75001", method: "flat" });
  });

  it.each([undefined, null, "", "%7B", "not-json", encodeURIComponent(JSON.stringify({ country: "ZZ" })), "x".repeat(1001)])(
    "reads %j as no destination",
    (value) => {
      expect(parseShippingDestinationCookie(value)).toBeNull();
    },
  );
});

describe("checkoutPrefillOf", () => {
  it("fills the billing country, region, city and postcode that were given", () => {
    expect(checkoutPrefillOf({ country: "DE", state: "", city: "", postcode: "10115", method: "flat" })).toEqual({
      billing_country: "DE",
      billing_postcode: "10115",
    });
    expect(checkoutPrefillOf({ country: "IE", state: "Co. Galway", city: "", postcode: "", method: null })).toEqual({
      billing_country: "IE",
      billing_state: "Co. Galway",
    });
    expect(checkoutPrefillOf({ country: "US", state: "NY", city: "New York", postcode: "10001", method: null })).toEqual({
      billing_country: "US",
      billing_state: "NY",
      billing_city: "New York",
      billing_postcode: "10001",
    });
  });
});

describe("describeDestination", () => {
  it("names the country, then what else was given", () => {
    expect(describeDestination({ country: "DE", state: "", postcode: "10115" })).toBe("Germany, 10115");
    expect(describeDestination({ country: "IE", state: "Co. Galway", postcode: "H91 X2K3" })).toBe("Ireland, Co. Galway, H91 X2K3");
    expect(describeDestination({ country: "FR", state: "", postcode: "" })).toBe("France");
    expect(describeDestination({ country: "US", state: "NY", city: "New York", postcode: "10001" })).toBe("United States, NY, New York, 10001");
  });
});
