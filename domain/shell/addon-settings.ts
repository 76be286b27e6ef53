/**
 * The add-on settings' "Sticky and layout" and "Logo and breakpoints" keys (storefront-shell §3, S-3-34),
 * under the spec's own names, as every page supplies them for scripts to read. A mapping of the header
 * settings document; zod-free, so the browser may import it too.
 */
import type { HeaderSettings } from "./header-settings.ts";
import type { SiteLayout, StickyDevices, StickyStyle } from "./header-layout.ts";

export type StickyLayoutAddonSettings = {
  hook_sticky_header: boolean;
  hook_sticky_footer: boolean;
  /** Whether the shrink takes effect: the header is sticky and its primary row shrinks. */
  hook_shrink_header: boolean;
  site_layout: SiteLayout;
  site_layout_box_width: number;
  sticky_header_on_devices: StickyDevices;
  sticky_header_style: StickyStyle;
  sticky_hide_on_scroll: boolean;
  header_main_stick: boolean;
  header_above_stick: boolean;
  header_below_stick: boolean;
  header_main_shrink: boolean;
  header_logo_width: number;
  responsive_header_logo_width: { desktop: number; tablet: number; mobile: number };
  tablet_break_point: number;
  mobile_break_point: number;
};

type LayoutFields = Pick<HeaderSettings, "sticky" | "siteLayout" | "siteLayoutBoxWidth" | "logoWidth" | "breakpoints">;

export function stickyLayoutAddonSettings({ sticky, siteLayout, siteLayoutBoxWidth, logoWidth, breakpoints }: LayoutFields): StickyLayoutAddonSettings {
  return {
    hook_sticky_header: sticky.header,
    hook_sticky_footer: sticky.footer,
    hook_shrink_header: sticky.header && sticky.shrink && sticky.rows.primary,
    site_layout: siteLayout,
    site_layout_box_width: siteLayoutBoxWidth,
    sticky_header_on_devices: sticky.devices,
    sticky_header_style: sticky.style,
    sticky_hide_on_scroll: sticky.hideOnScroll,
    header_main_stick: sticky.rows.primary,
    header_above_stick: sticky.rows.above,
    header_below_stick: sticky.rows.below,
    header_main_shrink: sticky.shrink,
    header_logo_width: logoWidth.desktop,
    responsive_header_logo_width: { desktop: logoWidth.desktop, tablet: logoWidth.tablet, mobile: logoWidth.mobile },
    tablet_break_point: breakpoints.tablet,
    mobile_break_point: breakpoints.mobile,
  };
}
