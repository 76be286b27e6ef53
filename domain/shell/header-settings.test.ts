import { describe, expect, it } from "vitest";
import {
  applyHeaderSettingsPatch,
  DEFAULT_HEADER_SETTINGS,
  headerSettingsPatchSchema,
  MOBILE_MENU_STYLES,
  resolveHeaderSettings,
  SEARCH_STYLES,
} from "./header-settings.ts";

describe("header settings", () => {
  it("S-2-29 S-2-30 S-2-31 offers the header-cover box, the slide-out box and the full-screen form besides the inline field", () => {
    expect(SEARCH_STYLES).toEqual(["inline", "header-cover", "slide", "full-screen"]);
  });

  it("S-2-24 S-2-25 S-2-26 the phone menu can drop below the header, slide in off-canvas or cover the full width", () => {
    expect(MOBILE_MENU_STYLES).toEqual(["dropdown", "off-canvas", "full-width"]);
    expect(DEFAULT_HEADER_SETTINGS.mobileMenuStyle).toBe("dropdown");
  });

  it("no stored document is the defaults, without a problem", () => {
    expect(resolveHeaderSettings(null)).toEqual({ settings: DEFAULT_HEADER_SETTINGS, problems: [] });
  });

  it("takes each stored field that fits", () => {
    expect(resolveHeaderSettings({ searchStyle: "full-screen" })).toEqual({
      settings: { ...DEFAULT_HEADER_SETTINGS, searchStyle: "full-screen" },
      problems: [],
    });
    expect(resolveHeaderSettings({ mobileMenuStyle: "off-canvas" }).settings.mobileMenuStyle).toBe("off-canvas");
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
    expect(applyHeaderSettingsPatch(DEFAULT_HEADER_SETTINGS, { searchStyle: "slide" })).toEqual({ ...DEFAULT_HEADER_SETTINGS, searchStyle: "slide" });
    expect(headerSettingsPatchSchema.safeParse({ searchStyle: "slide", extra: 1 }).success).toBe(false);
    expect(headerSettingsPatchSchema.safeParse({ searchStyle: "sideways" }).success).toBe(false);
    expect(headerSettingsPatchSchema.safeParse({}).success).toBe(true);
  });

  it("S-9-13 S-9-14 S-9-12 S-9-15 the break points default to tablet 768, mobile 544, sticky 920, and the box layout to 1200", () => {
    expect(DEFAULT_HEADER_SETTINGS.breakpoints).toEqual({ header: 920, tablet: 768, mobile: 544, sticky: 920 });
    expect(DEFAULT_HEADER_SETTINGS.siteLayoutBoxWidth).toBe(1200);
    expect(DEFAULT_HEADER_SETTINGS.siteLayout).toBe("full");
  });

  it("S-2-21 S-2-22 S-2-23 takes a layout of above, primary and below rows per device; rows and slots left out are empty", () => {
    const layout = { desktop: { above: { right: [{ type: "html", text: "Call us" }] } }, mobile: {} };
    const { settings, problems } = resolveHeaderSettings({ layout });
    expect(problems).toEqual([]);
    expect(settings.layout.desktop.above).toEqual({ left: [], center: [], right: [{ type: "html", text: "Call us" }] });
    expect(settings.layout.desktop.primary).toEqual({ left: [], center: [], right: [] });
    expect(settings.layout.mobile.below).toEqual({ left: [], center: [], right: [] });
  });

  it("a layout with an unknown item, or a link to a script, falls back to the default layout and says where", () => {
    const bad = resolveHeaderSettings({ layout: { desktop: { primary: { left: [{ type: "iframe" }] } }, mobile: {} } });
    expect(bad.settings.layout).toEqual(DEFAULT_HEADER_SETTINGS.layout);
    expect(bad.problems[0]).toMatch(/^layout: desktop\.primary\.left\.0\.type/);
    const script = resolveHeaderSettings({
      layout: { desktop: { primary: { left: [{ type: "button", label: "Go", url: "javascript:alert(1)" }] } }, mobile: {} },
    });
    expect(script.settings.layout).toEqual(DEFAULT_HEADER_SETTINGS.layout);
    expect(script.problems).toHaveLength(1);
  });

  it("S-3-35 S-3-36 logo widths and break points take their defaults field by field; mobile must be below tablet", () => {
    expect(resolveHeaderSettings({ logoWidth: { mobile: 80 } }).settings.logoWidth).toEqual({ desktop: 120, tablet: 110, mobile: 80 });
    expect(resolveHeaderSettings({ breakpoints: { tablet: 900 } }).settings.breakpoints).toEqual({ header: 920, tablet: 900, mobile: 544, sticky: 920 });
    const inverted = resolveHeaderSettings({ breakpoints: { tablet: 500, mobile: 600 } });
    expect(inverted.settings.breakpoints).toEqual(DEFAULT_HEADER_SETTINGS.breakpoints);
    expect(inverted.problems[0]).toMatch(/mobile break point must be below the tablet/);
  });

  it("S-3-34 the sticky settings fill what is left out from the defaults", () => {
    const { settings } = resolveHeaderSettings({ sticky: { header: true, style: "fade", rows: { above: true } } });
    expect(settings.sticky).toEqual({
      header: true,
      footer: false,
      rows: { above: true, primary: true, below: false },
      devices: "both",
      style: "fade",
      hideOnScroll: false,
      shrink: false,
    });
    expect(resolveHeaderSettings({ sticky: { style: "bounce" } }).problems[0]).toMatch(/^sticky: style/);
  });

  it("a footer row holds at most six columns of known items", () => {
    const seven = Array.from({ length: 7 }, () => [{ type: "copyright", text: "©" }]);
    expect(resolveHeaderSettings({ footer: { primary: { columns: seven } } }).problems).toHaveLength(1);
    const ok = resolveHeaderSettings({ footer: { below: { columns: [[{ type: "payment-icons", methods: ["visa", "paypal"] }]] } } });
    expect(ok.problems).toEqual([]);
    expect(ok.settings.footer.primary).toEqual({ columns: [] });
  });
});
