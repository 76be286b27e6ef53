import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Linen Shirt", "linen-shirt"],
    ["Été à la plage", "ete-a-la-plage"],
    ["Crème Brûlée", "creme-brulee"],
    ["Straße & Øresund", "strasse-oresund"],
    ["  --Hello,   World!--  ", "hello-world"],
    ["ﬁne ①", "fine-1"],
    ["T-shirt (XL) 2×", "t-shirt-xl-2"],
    ["日本", ""],
    ["", ""],
  ])("turns %j into %j", (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it("always gives a slug or nothing, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (text) => {
        const slug = slugify(text);
        expect(slug === "" || isSlug(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe("isSlug", () => {
  it.each(["a", "linen-shirt", "2-pack", "x1"])("accepts %j", (text) => {
    expect(isSlug(text)).toBe(true);
  });

  it.each(["", "-a", "a-", "a--b", "A", "a_b", "a b", "é"])("rejects %j", (text) => {
    expect(isSlug(text)).toBe(false);
  });

  it("accepts exactly what slugify leaves unchanged", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_ -]{0,12}$/), (text) => {
        expect(isSlug(text)).toBe(text !== "" && slugify(text) === text);
      }),
    );
  });
});
