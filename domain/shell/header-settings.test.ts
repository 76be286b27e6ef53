import { describe, expect, it } from "vitest";
import { applyHeaderSettingsPatch, DEFAULT_HEADER_SETTINGS, headerSettingsPatchSchema, resolveHeaderSettings, SEARCH_STYLES } from "./header-settings.ts";

describe("header settings", () => {
  it("S-2-29 S-2-30 S-2-31 offers the header-cover box, the slide-out box and the full-screen form besides the inline field", () => {
    expect(SEARCH_STYLES).toEqual(["inline", "header-cover", "slide", "full-screen"]);
  });

  it("no stored document is the defaults, without a problem", () => {
    expect(resolveHeaderSettings(null)).toEqual({ settings: DEFAULT_HEADER_SETTINGS, problems: [] });
  });

  it("takes each stored field that fits", () => {
    expect(resolveHeaderSettings({ searchStyle: "full-screen" })).toEqual({ settings: { searchStyle: "full-screen" }, problems: [] });
  });

  it("a field that does not fit falls back to its default and is named", () => {
    const { settings, problems } = resolveHeaderSettings({ searchStyle: "popup", colour: "red" });
    expect(settings).toEqual(DEFAULT_HEADER_SETTINGS);
    expect(problems).toEqual([expect.stringMatching(/^searchStyle: searchStyle must be one of/), 'unknown header setting "colour"']);
  });

  it.each([["a string"], [[1, 2]], [42]])("a document that is not an object (%j) is the defaults, with a problem", (stored) => {
    const { settings, problems } = resolveHeaderSettings(stored);
    expect(settings).toEqual(DEFAULT_HEADER_SETTINGS);
    expect(problems).toHaveLength(1);
  });

  it("a change replaces the fields it sends and refuses unknown ones", () => {
    expect(applyHeaderSettingsPatch(DEFAULT_HEADER_SETTINGS, { searchStyle: "slide" })).toEqual({ searchStyle: "slide" });
    expect(headerSettingsPatchSchema.safeParse({ searchStyle: "slide", extra: 1 }).success).toBe(false);
    expect(headerSettingsPatchSchema.safeParse({ searchStyle: "sideways" }).success).toBe(false);
    expect(headerSettingsPatchSchema.safeParse({}).success).toBe(true);
  });
});
