import { describe, expect, it } from "vitest";
import { swatchOptionsSchema, swatchOverridesSchema } from "./schemas.ts";
import { resolveSwatchOptions, SWATCH_OPTION_DEFAULTS, variationLabel } from "./swatch-options.ts";

describe("swatch options", () => {
  it("P-3-4 P-3-9 defaults cover every option the spec lists and pass the schema", () => {
    expect(swatchOptionsSchema.parse(SWATCH_OPTION_DEFAULTS)).toEqual(SWATCH_OPTION_DEFAULTS);
    expect(Object.keys(SWATCH_OPTION_DEFAULTS)).toEqual(
      expect.arrayContaining([
        "show_variation_label",
        "variation_label_separator",
        "out_of_stock_tooltip_text",
        "unavailable_tooltip_text",
        "clickable_out_of_stock",
        "clear_on_reselect",
        "deselect_unavailable",
        "disable_out_of_stock",
        "show_variation_stock",
        "stock_label_threshold",
      ]),
    );
  });

  it("a product's settings override the shop's, which override the defaults", () => {
    const shop = swatchOverridesSchema.parse({ clear_on_reselect: true, stock_label_threshold: 10 });
    const product = swatchOverridesSchema.parse({ stock_label_threshold: 2, show_variation_label: undefined });
    expect(resolveSwatchOptions(shop, product)).toEqual({
      ...SWATCH_OPTION_DEFAULTS,
      clear_on_reselect: true,
      stock_label_threshold: 2,
    });
    expect(resolveSwatchOptions()).toEqual(SWATCH_OPTION_DEFAULTS);
  });

  it.each([{ stock_label_threshold: -1 }, { clear_on_reselect: "yes" }, { unknown_option: true }, { unavailable_tooltip_text: "" }])(
    "rejects the stored setting %j",
    (stored) => {
      expect(swatchOverridesSchema.safeParse(stored).success).toBe(false);
    },
  );
});

describe("variationLabel", () => {
  it.each<[string, string | null, boolean, string, string]>([
    ["P-3-5 default separator", "Red", true, ":", "Colour: Red"],
    ["P-3-6 a custom separator", "Red", true, " - ", "Colour - Red"],
    ["P-3-6 a separator without spaces", "Red", true, "/", "Colour/ Red"],
    ["P-3-5 nothing chosen", null, true, ":", "Colour"],
    ["P-3-5 label off", "Red", false, ":", "Colour"],
  ])("%s", (_, chosen, show, separator, expected) => {
    expect(variationLabel("Colour", chosen, { show_variation_label: show, variation_label_separator: separator })).toBe(expected);
  });
});
