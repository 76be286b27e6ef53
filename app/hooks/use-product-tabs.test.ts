import { describe, expect, it } from "vitest";
import { type ProductTabId, tabFromLocation } from "./use-product-tabs.ts";

const ALL: ProductTabId[] = ["description", "additional_information", "reviews"];
const at = (hash = "", search = "", pathname = "/product/lamp") => ({ hash, search, pathname });

describe("tabFromLocation (product-page-and-widgets.md §2)", () => {
  it.each([
    ["P-2-6: no hash", at(), "description"],
    ["P-2-2: #reviews", at("#reviews"), "reviews"],
    ["P-2-2: #tab-reviews, the panel's own anchor", at("#tab-reviews"), "reviews"],
    ["P-2-3: #comment-5", at("#comment-5"), "reviews"],
    ["P-2-3: #review-12", at("#review-12"), "reviews"],
    ["P-2-4: ?cpage=2", at("", "?cpage=2"), "reviews"],
    ["P-2-4: ?comment-page=2", at("", "?comment-page=2"), "reviews"],
    ["P-2-4: /comment-page-2/", at("", "", "/product/lamp/comment-page-2/"), "reviews"],
    ["after sending a review", at("", "?review=submitted"), "reviews"],
    ["P-2-5: #tab-additional_information", at("#tab-additional_information"), "additional_information"],
    ["P-2-5: #additional-information", at("#additional-information"), "additional_information"],
    ["an unrelated hash", at("#main"), "description"],
    ["#comment-x is no comment anchor", at("#comment-x"), "description"],
  ] as const)("%s → %s", (_name, location, expected) => {
    expect(tabFromLocation(location, ALL)).toBe(expected);
  });

  it("falls back to the first shown tab when the asked one is not shown", () => {
    expect(tabFromLocation(at("#tab-additional_information"), ["description", "reviews"])).toBe("description");
    expect(tabFromLocation(at(), ["reviews"])).toBe("reviews");
  });
});
