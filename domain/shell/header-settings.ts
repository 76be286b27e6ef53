/**
 * The header's settings document (the `header` settings row): how the header offers search (storefront-shell
 * §2: a header-cover box, a slide-out box or a full-screen form, each opened by the search icon; or the field
 * in the header itself), how the phone menu opens, and the header and footer builder (header-layout.ts):
 * rows and slots per device, logo widths, break points, site layout and the sticky header.
 * A stored document that does not fit is never fatal: each field that does not fit falls back to its
 * default, and the caller is told so it can log it.
 */
import { z } from "zod";
import { isSafeNoticeUrl } from "../store-notice/link-url.ts";
import {
  DEFAULT_BREAKPOINTS,
  DEFAULT_HEADER_SETTINGS,
  DEFAULT_LOGO_WIDTHS,
  DEFAULT_STICKY,
  FOOTER_MAX_COLUMNS,
  MENU_LOCATIONS,
  MOBILE_MENU_STYLES,
  PAYMENT_ICONS,
  SEARCH_STYLES,
  SITE_LAYOUTS,
  SOCIAL_NETWORKS,
  STICKY_DEVICES,
  STICKY_STYLES,
  type HeaderSettings,
} from "./header-layout.ts";

export * from "./header-layout.ts";

export const HEADER_SETTINGS_KEY = "header";

const TEXT_MAX = 300;
const linkUrl = z.string().trim().min(1).max(500).refine(isSafeNoticeUrl, "Use a path on this shop (/shop) or an http(s) address.");
const text = (max = TEXT_MAX) => z.string().trim().min(1).max(max);
const socialLinks = z.array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS), url: linkUrl })).max(SOCIAL_NETWORKS.length);
const menuLocation = z.enum(MENU_LOCATIONS, { error: `menu must be one of: ${MENU_LOCATIONS.join(", ")}` });

const headerItemSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("logo") }),
  z.strictObject({ type: z.literal("menu"), menu: menuLocation }),
  z.strictObject({ type: z.literal("mobile-menu") }),
  z.strictObject({ type: z.literal("search") }),
  z.strictObject({ type: z.literal("account") }),
  z.strictObject({ type: z.literal("cart") }),
  z.strictObject({ type: z.literal("palette") }),
  z.strictObject({ type: z.literal("button"), label: text(40), url: linkUrl, style: z.enum(["solid", "outline"]).optional() }),
  z.strictObject({ type: z.literal("html"), text: text(), link: z.strictObject({ text: text(60), url: linkUrl }).optional() }),
  z.strictObject({ type: z.literal("social"), links: socialLinks }),
]);
const slotSchema = z.array(headerItemSchema).max(8);
const headerRowSchema = z.strictObject({ left: slotSchema.default([]), center: slotSchema.default([]), right: slotSchema.default([]) });
const emptyRow = { left: [], center: [], right: [] };
const headerRowsSchema = z.strictObject({
  above: headerRowSchema.default(emptyRow),
  primary: headerRowSchema.default(emptyRow),
  below: headerRowSchema.default(emptyRow),
});

const footerItemSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("logo"), text: text().optional() }),
  z.strictObject({ type: z.literal("menu"), menu: menuLocation, title: text(60).optional() }),
  z.strictObject({ type: z.literal("text"), title: text(60).optional(), text: text(600) }),
  z.strictObject({ type: z.literal("social"), title: text(60).optional(), links: socialLinks }),
  z.strictObject({ type: z.literal("payment-icons"), methods: z.array(z.enum(PAYMENT_ICONS)).min(1).max(PAYMENT_ICONS.length) }),
  z.strictObject({ type: z.literal("copyright"), text: text(200) }),
]);
const footerRowSchema = z.strictObject({ columns: z.array(z.array(footerItemSchema).max(6)).max(FOOTER_MAX_COLUMNS) });
const footerRowsSchema = z.strictObject({
  above: footerRowSchema.default({ columns: [] }),
  primary: footerRowSchema.default({ columns: [] }),
  below: footerRowSchema.default({ columns: [] }),
});

const px = (min: number, max: number) => z.number().int().min(min).max(max);

export const headerSettingsSchema = z.strictObject({
  searchStyle: z.enum(SEARCH_STYLES, { error: `searchStyle must be one of: ${SEARCH_STYLES.join(", ")}` }),
  mobileMenuStyle: z.enum(MOBILE_MENU_STYLES, { error: `mobileMenuStyle must be one of: ${MOBILE_MENU_STYLES.join(", ")}` }),
  layout: z.strictObject({ desktop: headerRowsSchema, mobile: headerRowsSchema }),
  footer: footerRowsSchema,
  logoWidth: z.strictObject({
    desktop: px(20, 600).default(DEFAULT_LOGO_WIDTHS.desktop),
    tablet: px(20, 600).default(DEFAULT_LOGO_WIDTHS.tablet),
    mobile: px(20, 600).default(DEFAULT_LOGO_WIDTHS.mobile),
  }),
  breakpoints: z
    .strictObject({
      header: px(320, 2000).default(DEFAULT_BREAKPOINTS.header),
      tablet: px(320, 2000).default(DEFAULT_BREAKPOINTS.tablet),
      mobile: px(240, 2000).default(DEFAULT_BREAKPOINTS.mobile),
      sticky: px(320, 2000).default(DEFAULT_BREAKPOINTS.sticky),
    })
    .refine((b) => b.mobile < b.tablet, { message: "the mobile break point must be below the tablet one", path: ["mobile"] }),
  siteLayout: z.enum(SITE_LAYOUTS, { error: `siteLayout must be one of: ${SITE_LAYOUTS.join(", ")}` }),
  siteLayoutBoxWidth: px(600, 2400),
  sticky: z.strictObject({
    header: z.boolean().default(DEFAULT_STICKY.header),
    footer: z.boolean().default(DEFAULT_STICKY.footer),
    rows: z
      .strictObject({
        above: z.boolean().default(DEFAULT_STICKY.rows.above),
        primary: z.boolean().default(DEFAULT_STICKY.rows.primary),
        below: z.boolean().default(DEFAULT_STICKY.rows.below),
      })
      .default(DEFAULT_STICKY.rows),
    devices: z.enum(STICKY_DEVICES).default(DEFAULT_STICKY.devices),
    style: z.enum(STICKY_STYLES).default(DEFAULT_STICKY.style),
    hideOnScroll: z.boolean().default(DEFAULT_STICKY.hideOnScroll),
    shrink: z.boolean().default(DEFAULT_STICKY.shrink),
  }),
});

// The hand-written type and the schema must agree both ways.
type Parsed = z.infer<typeof headerSettingsSchema>;
const _agrees: [Parsed extends HeaderSettings ? true : false, HeaderSettings extends Parsed ? true : false] = [true, true];
void _agrees;

/**
 * A merchant's change: each top-level field sent replaces the stored one whole (inside it, fields left out
 * take their defaults, not the stored values), the fields not sent stay as they are.
 */
export const headerSettingsPatchSchema = headerSettingsSchema.partial().strict();
export type HeaderSettingsPatch = z.infer<typeof headerSettingsPatchSchema>;

export type ResolvedHeaderSettings = { settings: HeaderSettings; problems: string[] };

/** The stored document field by field over the defaults; what does not fit is named in `problems`. */
export function resolveHeaderSettings(stored: unknown): ResolvedHeaderSettings {
  if (stored === null || stored === undefined) return { settings: DEFAULT_HEADER_SETTINGS, problems: [] };
  if (typeof stored !== "object" || Array.isArray(stored)) return { settings: DEFAULT_HEADER_SETTINGS, problems: ["the header settings are not an object"] };
  const settings: Record<string, unknown> = { ...DEFAULT_HEADER_SETTINGS };
  const problems: string[] = [];
  for (const [key, value] of Object.entries(stored)) {
    const field = headerSettingsSchema.shape[key as keyof HeaderSettings];
    if (!field) {
      problems.push(`unknown header setting "${key}"`);
      continue;
    }
    const checked = field.safeParse(value);
    if (checked.success) settings[key] = checked.data;
    else problems.push(`${key}: ${describeIssue(checked.error.issues[0])}`);
  }
  return { settings: settings as HeaderSettings, problems };
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "invalid";
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

export const applyHeaderSettingsPatch = (current: HeaderSettings, patch: HeaderSettingsPatch): HeaderSettings => ({ ...current, ...patch });
