import { describe, expect, it } from "vitest";
import { postalAddress, splitPostcode } from "./postal-address.ts";

describe("postal address from display lines", () => {
  it("reads street, postcode, city and state", () => {
    expect(postalAddress(["Keizersgracht 12", "Unit 3", "1015 CS Amsterdam", "Noord-Holland"], "NL")).toEqual({
      street: "Keizersgracht 12",
      additionalStreet: "Unit 3",
      line3: "",
      city: "Amsterdam",
      postcode: "1015 CS",
      subdivision: "Noord-Holland",
      country: "NL",
    });
  });

  it("reads a postcode of several words", () => {
    expect(postalAddress(["1 Main Street", "D02 X285 Dublin"], "IE")).toMatchObject({ street: "1 Main Street", postcode: "D02 X285", city: "Dublin" });
    expect(postalAddress(["10 Downing St", "SW1A 2AA London"], "GB")).toMatchObject({ postcode: "SW1A 2AA", city: "London" });
  });

  it("takes the last line as the city when no line starts with a postcode", () => {
    expect(postalAddress(["Main Street", "Ballymore", "Westmeath"], "IE")).toMatchObject({
      street: "Main Street",
      additionalStreet: "Ballymore",
      city: "Westmeath",
      postcode: "",
    });
  });

  it("does not mistake the street line for the postcode line", () => {
    expect(postalAddress(["12345 Long Road", "Berlin"], "DE")).toMatchObject({ street: "12345 Long Road", city: "Berlin", postcode: "" });
  });

  it("keeps extra street lines in the third address line", () => {
    expect(postalAddress(["Building A", "Floor 2", "Room 5", "10115 Berlin"], "DE")).toMatchObject({
      street: "Building A",
      additionalStreet: "Floor 2",
      line3: "Room 5",
      city: "Berlin",
    });
  });

  it("gives an empty address for no lines, keeping the country", () => {
    expect(postalAddress([], "FR")).toMatchObject({ street: "", city: "", country: "FR" });
  });

  it("splits nothing when the first word has no digit", () => {
    expect(splitPostcode("Dublin 2", "IE")).toBeNull();
    expect(splitPostcode("75008 Paris", "FR")).toEqual({ postcode: "75008", city: "Paris" });
  });
});
