import { describe, expect, it } from "vitest";
import { normalizePostcode, postcodeCovered, postcodeMatches, postcodePatternProblem } from "./postcode.ts";

describe("postcode patterns", () => {
  it.each([
    ["D02 X285", "d02x285", true],
    ["D02 X285", "D02 X286", false],
    ["D02*", "D02 X285", true],
    ["D02*", "D04 X285", false],
    ["SW1A*", "sw1a 1aa", true],
    ["*1AA", "SW1A 1AA", true],
    ["9021*", "90210", true],
    ["90210...90299", "90215", true],
    ["90210...90299", "90299", true],
    ["90210...90299", "90300", false],
    ["90210...90299", "90209", false],
    ["90210...90299", "90215-1234", true],
    ["10000...14999", "1234", false],
    ["10000...14999", "D02 X285", false],
    ["D02*", "", false],
  ])("%s against %s: %s", (pattern, postcode, expected) => {
    expect(postcodeMatches(pattern, postcode)).toBe(expected);
  });

  it("a pattern's regular-expression characters are taken literally", () => {
    expect(postcodeMatches("A.B*", "AXB1")).toBe(false);
  });

  it("no patterns cover every postcode, even none; patterns need a postcode that matches one", () => {
    expect(postcodeCovered([], null)).toBe(true);
    expect(postcodeCovered(["D02*", "D04*"], "D04 AB12")).toBe(true);
    expect(postcodeCovered(["D02*"], null)).toBe(false);
  });

  it("normalises case and spaces", () => {
    expect(normalizePostcode(" sw1a  1aa ")).toBe("SW1A1AA");
  });

  it.each([
    ["D02*", null],
    ["90210...90299", null],
    ["", "A postcode pattern cannot be empty."],
    ["90299...90210", "“90299...90210” starts above where it ends."],
    ["9021...90299", "“9021...90299” is not a range: write two numbers of the same length, like 90210...90299."],
    ["D0/2", "“D0/2” may hold only letters, digits, - and *."],
  ])("pattern %s: %s", (pattern, problem) => {
    expect(postcodePatternProblem(pattern)).toBe(problem);
  });
});
