/**
 * The header and footer builder's document (storefront-shell §2 "Header": desktop and mobile, each with
 * above, primary and below rows; §3 add-on settings "Sticky and layout" and "Logo and breakpoints"; §9
 * break points and box width). Types, defaults and constants only: the browser reads these, so this module
 * stays free of zod (the schemas are in header-settings.ts, server side).
 */

/** The header's three rows, top to bottom (S-2-21…S-2-23). */
export const HEADER_ROWS = ["above", "primary", "below"] as const;
export type HeaderRowName = (typeof HEADER_ROWS)[number];

/** Where an item sits in a row. */
export const ROW_SLOTS = ["left", "center", "right"] as const;
export type RowSlot = (typeof ROW_SLOTS)[number];

/** The two header layouts (S-2-19, S-2-20): which one shows is decided by the header break point. */
export const HEADER_DEVICES = ["desktop", "mobile"] as const;
export type HeaderDevice = (typeof HEADER_DEVICES)[number];

/** Menus an editor can place: each is a menu location (the `menus` table). */
export const MENU_LOCATIONS = ["primary", "secondary", "footer", "mobile"] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];

export const SOCIAL_NETWORKS = ["instagram", "facebook", "pinterest", "youtube", "tiktok", "linkedin", "x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLink = { network: SocialNetwork; url: string };

export const PAYMENT_ICONS = ["visa", "mastercard", "amex", "paypal", "apple-pay", "google-pay", "bank-transfer"] as const;
export type PaymentIcon = (typeof PAYMENT_ICONS)[number];

/**
 * What a header slot can hold. `html` is the builder's free-text item: a merchant's text with an optional
 * link, rendered as text (never as markup), so a settings document can never inject a script.
 */
export type HeaderItem =
  | { type: "logo" }
  | { type: "menu"; menu: MenuLocation }
  | { type: "mobile-menu" }
  | { type: "search" }
  | { type: "account" }
  | { type: "cart" }
  | { type: "palette" }
  | { type: "button"; label: string; url: string; style?: "solid" | "outline" }
  | { type: "html"; text: string; link?: { text: string; url: string } }
  | { type: "social"; links: SocialLink[] };
export type HeaderItemType = HeaderItem["type"];

export type HeaderRow = Record<RowSlot, HeaderItem[]>;
export type HeaderRows = Record<HeaderRowName, HeaderRow>;

/** What a footer column can hold (issue: menus, text, social, payment icons, copyright). */
export type FooterItem =
  | { type: "logo"; text?: string }
  | { type: "menu"; menu: MenuLocation; title?: string }
  | { type: "text"; title?: string; text: string }
  | { type: "social"; title?: string; links: SocialLink[] }
  | { type: "payment-icons"; methods: PaymentIcon[] }
  /** `{year}` in the text becomes the current year. */
  | { type: "copyright"; text: string };
export type FooterItemType = FooterItem["type"];

/** A footer row is up to six columns, each a stack of items; a row without items is not rendered. */
export type FooterRow = { columns: FooterItem[][] };
export type FooterRows = Record<HeaderRowName, FooterRow>;
export const FOOTER_MAX_COLUMNS = 6;

/** `header_logo_width` (desktop) and `responsive_header_logo_width` (tablet, mobile), in px. */
export type LogoWidths = { desktop: number; tablet: number; mobile: number };

/**
 * §9: tablet 768, mobile 544, sticky 920. `header` is the theme's `break_point`: above it the desktop
 * header shows, at or below it the mobile one (the same default as the sticky break point).
 */
export type Breakpoints = { header: number; tablet: number; mobile: number; sticky: number };
export const TABLET_BREAK_POINT_DEFAULT = 768;
export const MOBILE_BREAK_POINT_DEFAULT = 544;
export const STICKY_BREAK_POINT_DEFAULT = 920;
export const HEADER_BREAK_POINT_DEFAULT = 920;

export const SITE_LAYOUTS = ["full", "boxed"] as const;
export type SiteLayout = (typeof SITE_LAYOUTS)[number];
/** §9: box layout width default 1200. */
export const SITE_LAYOUT_BOX_WIDTH_DEFAULT = 1200;

export const STICKY_STYLES = ["none", "slide", "fade"] as const;
export type StickyStyle = (typeof STICKY_STYLES)[number];
export const STICKY_DEVICES = ["desktop", "mobile", "both"] as const;
export type StickyDevices = (typeof STICKY_DEVICES)[number];

/**
 * The sticky header and footer (§3 "Sticky and layout"): `header` is hook_sticky_header, `footer`
 * hook_sticky_footer, `rows` header_above_stick / header_main_stick / header_below_stick, `devices`
 * sticky_header_on_devices, `style` sticky_header_style, `hideOnScroll` sticky_hide_on_scroll, `shrink`
 * header_main_shrink (and hook_shrink_header).
 */
export type StickySettings = {
  header: boolean;
  footer: boolean;
  rows: Record<HeaderRowName, boolean>;
  devices: StickyDevices;
  style: StickyStyle;
  hideOnScroll: boolean;
  shrink: boolean;
};

export const DEFAULT_STICKY: StickySettings = {
  header: false,
  footer: false,
  rows: { above: false, primary: true, below: false },
  devices: "both",
  style: "none",
  hideOnScroll: false,
  shrink: false,
};

const emptyRow = (): HeaderRow => ({ left: [], center: [], right: [] });

/** Today's header as a layout: logo, search and actions in the primary row, the primary menu below it on wide screens. */
export const DEFAULT_HEADER_LAYOUT: Record<HeaderDevice, HeaderRows> = {
  desktop: {
    above: emptyRow(),
    primary: { left: [{ type: "logo" }], center: [{ type: "search" }], right: [{ type: "palette" }, { type: "account" }, { type: "cart" }] },
    below: { left: [{ type: "menu", menu: "primary" }], center: [], right: [] },
  },
  mobile: {
    above: emptyRow(),
    primary: {
      left: [{ type: "mobile-menu" }, { type: "logo" }],
      center: [],
      right: [{ type: "search" }, { type: "palette" }, { type: "account" }, { type: "cart" }],
    },
    below: emptyRow(),
  },
};

/** Today's footer: the brand with a line about the shop, the footer menu, the copyright. */
export const DEFAULT_FOOTER_LAYOUT: FooterRows = {
  above: { columns: [] },
  primary: {
    columns: [[{ type: "logo", text: "Considered goods for everyday living, shipped with care across Europe." }], [{ type: "menu", menu: "footer" }]],
  },
  below: { columns: [[{ type: "copyright", text: "© {year} Vitrine. All rights reserved." }]] },
};

export const DEFAULT_LOGO_WIDTHS: LogoWidths = { desktop: 120, tablet: 110, mobile: 100 };

export const DEFAULT_BREAKPOINTS: Breakpoints = {
  header: HEADER_BREAK_POINT_DEFAULT,
  tablet: TABLET_BREAK_POINT_DEFAULT,
  mobile: MOBILE_BREAK_POINT_DEFAULT,
  sticky: STICKY_BREAK_POINT_DEFAULT,
};

/** True when a row holds at least one item in any slot: an empty row is not rendered. */
export const rowHasItems = (row: HeaderRow): boolean => ROW_SLOTS.some((slot) => row[slot].length > 0);

/** True when a footer row holds at least one item. */
export const footerRowHasItems = (row: FooterRow): boolean => row.columns.some((column) => column.length > 0);

/** The menu locations a layout shows, so the shell reads only those menus. */
export function menuLocationsIn(header: Record<HeaderDevice, HeaderRows>, footer: FooterRows): MenuLocation[] {
  const found = new Set<MenuLocation>();
  for (const device of HEADER_DEVICES)
    for (const row of HEADER_ROWS)
      for (const slot of ROW_SLOTS)
        for (const item of header[device][row][slot]) {
          if (item.type === "menu") found.add(item.menu);
          // The phone menu lists the `mobile` menu, or the primary one when no mobile menu has items.
          if (item.type === "mobile-menu") found.add("mobile").add("primary");
        }
  for (const row of HEADER_ROWS) for (const column of footer[row].columns) for (const item of column) if (item.type === "menu") found.add(item.menu);
  return MENU_LOCATIONS.filter((location) => found.has(location));
}

/** The copyright line with its `{year}` filled in. */
export const copyrightText = (text: string, year: number): string => text.replaceAll("{year}", String(year));

/** `inline`: the field sits in the header. The others are overlays opened by the search icon (S-2-29…S-2-31). */
export const SEARCH_STYLES = ["inline", "header-cover", "slide", "full-screen"] as const;
export type SearchStyle = (typeof SEARCH_STYLES)[number];

/** How the phone menu opens (S-2-24…S-2-26): below the header, as a panel from the side, or over the whole width. */
export const MOBILE_MENU_STYLES = ["dropdown", "off-canvas", "full-width"] as const;
export type MobileMenuStyle = (typeof MOBILE_MENU_STYLES)[number];

/** Everything the header and footer builder decide; one document, read at render time through the settings cache. */
export type HeaderSettings = {
  searchStyle: SearchStyle;
  mobileMenuStyle: MobileMenuStyle;
  layout: Record<HeaderDevice, HeaderRows>;
  footer: FooterRows;
  logoWidth: LogoWidths;
  breakpoints: Breakpoints;
  siteLayout: SiteLayout;
  siteLayoutBoxWidth: number;
  sticky: StickySettings;
};

/** Today's header and footer: what a shop without header settings shows. */
export const DEFAULT_HEADER_SETTINGS: HeaderSettings = {
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
