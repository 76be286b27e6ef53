import { describe, expect, it } from "vitest";
import { addToCartAlert, checkReviewSubmission, parseRating, PRODUCT_PAGE_TEXT_DEFAULTS, productPageTexts } from "./product-page-texts.ts";
import { productPageTextOverridesSchema } from "./schemas.ts";

describe("productPageTexts", () => {
  it("P-4-15 P-5-1 P-5-2 P-5-3 has a default for each configurable text", () => {
    const texts = productPageTexts();
    expect(texts).toEqual(PRODUCT_PAGE_TEXT_DEFAULTS);
    for (const value of Object.values(texts)) expect(value.length).toBeGreaterThan(0);
  });

  it("P-4-15 P-5-1 P-5-2 P-5-3 a configured text replaces its default only", () => {
    const overrides = productPageTextOverridesSchema.parse({ noMatchingVariations: "Nothing fits that choice.", unavailable: undefined });
    expect(productPageTexts(overrides)).toEqual({ ...PRODUCT_PAGE_TEXT_DEFAULTS, noMatchingVariations: "Nothing fits that choice." });
  });

  it("rejects an empty configured text", () => {
    expect(productPageTextOverridesSchema.safeParse({ ratingRequired: "  " }).success).toBe(false);
  });
});

describe("addToCartAlert", () => {
  const texts = productPageTexts({ unavailable: "Not available", makeASelection: "Choose options first" });
  it.each([
    ["P-5-1 an unavailable variation", "unavailable", "Not available"],
    ["P-5-2 an incomplete selection", "selection-needed", "Choose options first"],
    ["P-4-10 an enabled button adds instead", "enabled", null],
  ] as const)("%s", (_, button, expected) => {
    expect(addToCartAlert(button, texts)).toBe(expected);
  });
});

describe("review rating", () => {
  it.each([
    ["1", 1],
    ["5", 5],
    [3, 3],
    ["", null],
    ["0", null],
    ["6", null],
    ["2.5", null],
    ["x", null],
    [null, null],
    [undefined, null],
  ] as const)("P-3-11 %j reads as %s", (value, expected) => {
    expect(parseRating(value)).toBe(expected);
  });

  const texts = { ratingRequired: "Pick a star rating" };
  it.each<[string, boolean, string, boolean, ReturnType<typeof checkReviewSubmission>]>([
    ["P-5-3 P-5-4 empty while required: blocked with the alert", true, "", true, { ok: false, alert: "Pick a star rating" }],
    ["P-5-3 P-5-4 out of scale while required: blocked", true, "9", true, { ok: false, alert: "Pick a star rating" }],
    ["P-5-3 rated while required: sent", true, "4", true, { ok: true, rating: 4 }],
    ["P-5-3 empty while optional: sent without a rating", true, "", false, { ok: true, rating: null }],
    ["P-5-3 no rating field: sent", false, "", true, { ok: true, rating: null }],
  ])("%s", (_, present, value, required, expected) => {
    expect(checkReviewSubmission({ ratingFieldPresent: present, ratingValue: value, ratingsRequired: required }, texts)).toEqual(expected);
  });
});
