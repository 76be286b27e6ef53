import {
  DEFAULT_BREAKPOINTS,
  DEFAULT_FOOTER_LAYOUT,
  DEFAULT_HEADER_LAYOUT,
  DEFAULT_LOGO_WIDTHS,
  DEFAULT_STICKY,
  SITE_LAYOUT_BOX_WIDTH_DEFAULT,
} from "../../domain/shell/header-layout.ts";
import type { HeaderSettings } from "../../domain/shell/header-settings.ts";

/**
 * The header settings the shell renders with when the root loader has nothing to give (it failed, and an
 * error page is shown): today's header from header-layout.ts's defaults. The browser cannot import
 * header-settings.ts's own defaults, whose module carries zod.
 */
export const FALLBACK_HEADER_SETTINGS: HeaderSettings = {
  searchStyle: "inline",
  mobileMenuStyle: "dropdown",
  layout: DEFAULT_HEADER_LAYOUT,
  footer: DEFAULT_FOOTER_LAYOUT,
  logoWidth: DEFAULT_LOGO_WIDTHS,
  breakpoints: DEFAULT_BREAKPOINTS,
  siteLayout: "full",
  siteLayoutBoxWidth: SITE_LAYOUT_BOX_WIDTH_DEFAULT,
  sticky: DEFAULT_STICKY,
};
