import { describe, expect, it } from "vitest";
import { CART_PAGE_AUTO_UPDATE_DELAY_MS, MINI_CART_QUANTITY_DEBOUNCE_MS, resolveCartSettings, shouldAutoUpdate } from "./cart-page.ts";

describe("cart page rules", () => {
  it("S-5-17 S-4-74: the spec's delays", () => {
    expect(CART_PAGE_AUTO_UPDATE_DELAY_MS).toBe(1000);
    expect(MINI_CART_QUANTITY_DEBOUNCE_MS).toBe(500);
  });

  it("S-3-40: sticky totals default on; a stored boolean wins; anything else keeps the default", () => {
    expect(resolveCartSettings(null)).toEqual({ cart_sticky_cart_totals: true });
    expect(resolveCartSettings({ cart_sticky_cart_totals: false })).toEqual({ cart_sticky_cart_totals: false });
    expect(resolveCartSettings({ cart_sticky_cart_totals: "no" })).toEqual({ cart_sticky_cart_totals: true });
  });

  it.each([
    ["3", 1, true],
    ["1", 1, false],
    ["", 1, false],
    ["  ", 1, false],
    ["abc", 1, false],
  ])("S-5-19: typed %j over %i → %s", (typed, current, expected) => expect(shouldAutoUpdate(typed, current)).toBe(expected));
});
