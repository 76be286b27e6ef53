import { describe, expect, it } from "vitest";
import { cardPurchase, destinationAfterAdd, THEME_SETTINGS_DEFAULTS } from "./theme-settings.ts";
import { resolveThemeSettings, themeSettingsSchema } from "./theme-settings-schema.ts";

describe("destinationAfterAdd (add_to_cart_options_single)", () => {
  it.each([
    ["in-place", "add-to-cart", null],
    ["cart", "add-to-cart", "/cart"],
    ["checkout", "add-to-cart", "/checkout"],
    ["in-place", "buy-now", "/checkout"],
    ["cart", "buy-now", "/checkout"],
  ] as const)("%s after %s goes to %s", (option, intent, expected) => {
    expect(destinationAfterAdd(option, intent)).toBe(expected);
  });
});

describe("cardPurchase: the button a card shows", () => {
  it.each([
    [{ type: "simple", stockStatus: "instock" }, true, { kind: "add" }],
    [{ type: "simple", stockStatus: "onbackorder" }, false, { kind: "add" }],
    [{ type: "simple", stockStatus: "outofstock" }, true, { kind: "read-more" }],
    [{ type: "variable", stockStatus: "instock" }, true, { kind: "options", quickView: true }],
    [{ type: "variable", stockStatus: "instock" }, false, { kind: "options", quickView: false }],
    [{ type: "variable", stockStatus: "outofstock" }, true, { kind: "read-more" }],
    [{ type: "grouped", stockStatus: "instock" }, true, { kind: "choose-products" }],
  ] as const)("%o with quick view %s", (card, quickView, expected) => {
    expect(cardPurchase(card, quickView)).toEqual(expected);
  });
});

describe("the stored theme settings", () => {
  it("read as the defaults when absent or broken: in place, AJAX on, quick view on", () => {
    expect(resolveThemeSettings(null)).toEqual(THEME_SETTINGS_DEFAULTS);
    expect(resolveThemeSettings("nonsense")).toEqual(THEME_SETTINGS_DEFAULTS);
    expect(THEME_SETTINGS_DEFAULTS).toEqual({ add_to_cart_options_single: "in-place", single_product_ajax_add_to_cart: true, shop_quick_view_enable: true });
  });

  it("keep each stored field that fits, and the default for one that does not", () => {
    expect(resolveThemeSettings({ add_to_cart_options_single: "checkout", single_product_ajax_add_to_cart: "yes", shop_quick_view_enable: false })).toEqual({
      add_to_cart_options_single: "checkout",
      single_product_ajax_add_to_cart: true,
      shop_quick_view_enable: false,
    });
  });

  it("a save must name every field with an allowed value", () => {
    expect(themeSettingsSchema.safeParse({ ...THEME_SETTINGS_DEFAULTS, add_to_cart_options_single: "elsewhere" }).success).toBe(false);
    expect(themeSettingsSchema.safeParse({ ...THEME_SETTINGS_DEFAULTS, extra: 1 }).success).toBe(false);
    expect(themeSettingsSchema.safeParse(THEME_SETTINGS_DEFAULTS).success).toBe(true);
  });
});
