import { describe, expect, it } from "vitest";
import { resolveCartSettings } from "./cart-page.ts";

describe("cart page rules", () => {
  it("S-3-40: sticky totals default on; a stored boolean wins; anything else keeps the default", () => {
    expect(resolveCartSettings(null)).toEqual({ cart_sticky_cart_totals: true });
    expect(resolveCartSettings({ cart_sticky_cart_totals: false })).toEqual({ cart_sticky_cart_totals: false });
    expect(resolveCartSettings({ cart_sticky_cart_totals: "no" })).toEqual({ cart_sticky_cart_totals: true });
  });
});
