import { describe, expect, it } from "vitest";
import { DEFAULT_STORE_SETTINGS, resolveStoreSettings, storeAddressLines, storeSettingsSchema } from "./store-settings.ts";

describe("store settings", () => {
  it("accept the defaults and refuse what does not fit, field by field", () => {
    expect(storeSettingsSchema.parse(DEFAULT_STORE_SETTINGS)).toEqual(DEFAULT_STORE_SETTINGS);
    const refused = storeSettingsSchema.safeParse({
      ...DEFAULT_STORE_SETTINGS,
      name: " ",
      email: "shop",
      phone: "call me",
      country: "ireland",
      currencyDisplay: "euros",
    });
    expect(refused.error!.issues.map((issue) => issue.path.join("."))).toEqual(["name", "country", "email", "phone", "currencyDisplay"]);
    expect(storeSettingsSchema.safeParse({ ...DEFAULT_STORE_SETTINGS, name: "x".repeat(81) }).success).toBe(false);
  });

  it("read a stored document over the defaults, a broken field keeping its default", () => {
    expect(resolveStoreSettings(undefined)).toEqual(DEFAULT_STORE_SETTINGS);
    expect(resolveStoreSettings([1])).toEqual(DEFAULT_STORE_SETTINGS);
    expect(resolveStoreSettings({ name: "Vitrine Cork", email: "broken" })).toEqual({ ...DEFAULT_STORE_SETTINGS, name: "Vitrine Cork" });
  });

  it("take an optional VAT number and logo path, empty when a stored document has none", () => {
    const { vatNumber: _vat, logoPath: _logo, ...older } = DEFAULT_STORE_SETTINGS;
    expect(storeSettingsSchema.parse(older)).toEqual({ ...older, vatNumber: "", logoPath: "" });
    expect(storeSettingsSchema.parse({ ...older, vatNumber: "IE 1234567T", logoPath: "/media/logo.png" })).toMatchObject({ vatNumber: "IE 1234567T" });
    expect(storeSettingsSchema.safeParse({ ...older, vatNumber: "IE<script>" }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ ...older, logoPath: "//elsewhere.example/logo.png" }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ ...older, logoPath: "https://elsewhere.example/logo.png" }).success).toBe(false);
  });

  it("write the address as lines, empty ones left out", () => {
    expect(storeAddressLines(DEFAULT_STORE_SETTINGS)).toEqual(["1 Main Street", "D02 X285 Dublin", "IE"]);
  });
});
