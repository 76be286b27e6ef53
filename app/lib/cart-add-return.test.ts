import { describe, expect, it } from "vitest";
import { listingReturnPath, withFlags } from "./cart-add-return.ts";

describe("the listing an add without JavaScript comes back to", () => {
  it.each([
    ["/category/lamps?page=2", "/category/lamps?page=2"],
    ["https://evil.example/", "/shop"],
    ["//evil.example", "/shop"],
    [null, "/shop"],
    ["/account", "/account"],
  ])("%s → %s", (raw, expected) => {
    expect(listingReturnPath(raw)).toBe(expected);
  });

  it("carries one flag, replacing an earlier add's", () => {
    expect(withFlags("/shop?orderby=price&added-to-cart=3", { "cart-error": "out_of_stock" })).toBe("/shop?orderby=price&cart-error=out_of_stock");
    expect(withFlags("/", { "added-to-cart": "12" })).toBe("/?added-to-cart=12");
  });
});
