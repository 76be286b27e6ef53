import { describe, expect, it } from "vitest";
import { DEFAULT_HEADER_SETTINGS } from "./header-settings.ts";
import { stickyLayoutAddonSettings } from "./addon-settings.ts";

describe("add-on settings: sticky and layout, logo and break points", () => {
  it("S-3-34 the defaults, under the spec's names", () => {
    expect(stickyLayoutAddonSettings(DEFAULT_HEADER_SETTINGS)).toEqual({
      hook_sticky_header: false,
      hook_sticky_footer: false,
      hook_shrink_header: false,
      site_layout: "full",
      site_layout_box_width: 1200,
      sticky_header_on_devices: "both",
      sticky_header_style: "none",
      sticky_hide_on_scroll: false,
      header_main_stick: true,
      header_above_stick: false,
      header_below_stick: false,
      header_main_shrink: false,
      header_logo_width: 120,
      responsive_header_logo_width: { desktop: 120, tablet: 110, mobile: 100 },
      tablet_break_point: 768,
      mobile_break_point: 544,
    });
  });

  it("S-3-34 a merchant's sticky settings, row by row", () => {
    const settings = stickyLayoutAddonSettings({
      ...DEFAULT_HEADER_SETTINGS,
      siteLayout: "boxed",
      siteLayoutBoxWidth: 1100,
      logoWidth: { desktop: 150, tablet: 130, mobile: 90 },
      breakpoints: { header: 1000, tablet: 800, mobile: 500, sticky: 1000 },
      sticky: {
        header: true,
        footer: true,
        rows: { above: true, primary: false, below: true },
        devices: "desktop",
        style: "fade",
        hideOnScroll: true,
        shrink: true,
      },
    });
    expect(settings).toMatchObject({
      hook_sticky_header: true,
      hook_sticky_footer: true,
      site_layout: "boxed",
      site_layout_box_width: 1100,
      sticky_header_on_devices: "desktop",
      sticky_header_style: "fade",
      sticky_hide_on_scroll: true,
      header_above_stick: true,
      header_main_stick: false,
      header_below_stick: true,
      header_main_shrink: true,
      header_logo_width: 150,
      responsive_header_logo_width: { desktop: 150, tablet: 130, mobile: 90 },
      tablet_break_point: 800,
      mobile_break_point: 500,
    });
    // The primary row does not stick here, so there is nothing to shrink.
    expect(settings.hook_shrink_header).toBe(false);
  });

  it("hook_shrink_header is on when the sticky primary row shrinks", () => {
    const sticky = { ...DEFAULT_HEADER_SETTINGS.sticky, header: true, shrink: true };
    expect(stickyLayoutAddonSettings({ ...DEFAULT_HEADER_SETTINGS, sticky }).hook_shrink_header).toBe(true);
  });
});
