import { describe, expect, it } from "vitest";
import { DEMO_PRICING_SETTINGS, PRICING_SETTINGS_PARTS, resolvePricingSettings, storedShippingSettingsSchema } from "./pricing-settings.ts";
import { DEMO_SHIPPING_SETTINGS } from "./shipping.ts";

const none = { shipping: null, tax: null, payments: null };

describe("resolvePricingSettings", () => {
  it("uses the demo values for rows that are missing", () => {
    expect(resolvePricingSettings(none)).toEqual(DEMO_PRICING_SETTINGS);
  });

  it("uses a stored part that fits its schema and keeps the demo values for the others", () => {
    const tax = { pricesIncludeTax: false, taxShipping: false, baseCountry: "DE", rates: { DE: 1900 } };
    expect(resolvePricingSettings({ ...none, tax })).toEqual({ ...DEMO_PRICING_SETTINGS, tax });
  });

  it("falls back for a stored part that no longer fits (a hand-edited row never breaks checkout)", () => {
    const resolved = resolvePricingSettings({ shipping: { zones: "all" }, tax: { rates: { IE: -5 } }, payments: 42 });
    expect(resolved).toEqual(DEMO_PRICING_SETTINGS);
  });
});

describe("stored shipping settings", () => {
  const zone = (id: string, countries: string[], methodIds: string[]) => ({
    id,
    name: id,
    countries,
    methods: methodIds.map((methodId) => ({ id: methodId, type: "flat_rate", title: "Standard", cost: 500 })),
  });
  const settings = (zones: unknown[]) => ({ zones, restOfWorld: { name: "Elsewhere", methods: [] } });

  it("accepts the demo settings", () => {
    expect(storedShippingSettingsSchema.safeParse(DEMO_SHIPPING_SETTINGS).success).toBe(true);
    expect(PRICING_SETTINGS_PARTS.shipping.key).toBe("shipping");
  });

  it("refuses two methods with one id in a zone, since the shopper's choice is sent by id", () => {
    const result = storedShippingSettingsSchema.safeParse(settings([zone("ie", ["IE"], ["flat", "flat"])]));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["zones", 0, "methods"]);
  });

  it("refuses a country in two zones, since only the first would ever apply", () => {
    const result = storedShippingSettingsSchema.safeParse(settings([zone("a", ["IE", "FR"], ["flat"]), zone("b", ["fr"], ["flat"])]));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("FR is already in zone a.");
  });

  it("refuses two zones with one id", () => {
    expect(storedShippingSettingsSchema.safeParse(settings([zone("a", ["IE"], ["flat"]), zone("a", ["FR"], ["flat"])])).success).toBe(false);
  });
});
