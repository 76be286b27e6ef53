import { describe, expect, it } from "vitest";
import { GALLERY_SETTING_DEFAULTS, PRODUCT_PAGE_SETTING_DEFAULTS, resolveProductPageSettings } from "./page-settings.ts";
import { parseProductPageOverrides } from "./schemas.ts";
import { PRODUCT_PAGE_TEXT_DEFAULTS } from "./product-page-texts.ts";
import { SWATCH_OPTION_DEFAULTS } from "./swatch-options.ts";

describe("product page settings", () => {
  it("uses the defaults when neither the shop nor the product sets anything", () => {
    expect(resolveProductPageSettings()).toEqual(PRODUCT_PAGE_SETTING_DEFAULTS);
    expect(PRODUCT_PAGE_SETTING_DEFAULTS.swatches).toEqual(SWATCH_OPTION_DEFAULTS);
    expect(PRODUCT_PAGE_SETTING_DEFAULTS.texts).toEqual(PRODUCT_PAGE_TEXT_DEFAULTS);
    expect(PRODUCT_PAGE_SETTING_DEFAULTS.gallery.thumbnailOrientation).toBe("horizontal");
  });

  it("lets the product override the shop, option by option", () => {
    const shop = {
      swatches: { clear_on_reselect: true, show_variation_stock: true },
      gallery: { thumbnailOrientation: "vertical" as const },
      ratingsRequired: false,
    };
    const product = { swatches: { clear_on_reselect: false }, texts: { unavailable: "Sold out in this combination" } };
    const settings = resolveProductPageSettings(shop, product);
    expect(settings.swatches.clear_on_reselect).toBe(false);
    expect(settings.swatches.show_variation_stock).toBe(true);
    expect(settings.texts.unavailable).toBe("Sold out in this combination");
    expect(settings.texts.makeASelection).toBe(PRODUCT_PAGE_TEXT_DEFAULTS.makeASelection);
    expect(settings.gallery).toEqual({ ...GALLERY_SETTING_DEFAULTS, thumbnailOrientation: "vertical" });
    expect(settings.ratingsRequired).toBe(false);
    expect(settings.availabilityIndex).toBe(true);
  });

  it("ignores stored settings that do not fit instead of failing the page", () => {
    expect(parseProductPageOverrides({ swatches: { clear_on_reselect: "yes" } })).toEqual({});
    expect(parseProductPageOverrides({ gallery: { thumbnailOrientation: "diagonal" } })).toEqual({});
    expect(parseProductPageOverrides(null)).toEqual({});
    expect(parseProductPageOverrides("nonsense")).toEqual({});
    expect(parseProductPageOverrides({ availabilityIndex: false })).toEqual({ availabilityIndex: false });
  });
});
