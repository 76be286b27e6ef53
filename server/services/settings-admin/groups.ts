/**
 * The settings groups the admin edits, each one stored document: its key, the zod schema a save must fit
 * (the same one its JSON API validates with), how the stored value reads with its defaults, and how a
 * checked save becomes the stored value (a patch over the current one, or the whole document).
 */
import type { z } from "zod";
import { PROGRAMME_SETTINGS_KEY, programmeSettingsSchema, readProgrammeSettings } from "../../../domain/affiliates/programme.ts";
import {
  applyCheckoutSettingsPatch,
  CHECKOUT_SETTINGS_KEY,
  checkoutSettingsPatchSchema,
  resolveCheckoutSettings,
} from "../../../domain/checkout/checkout-settings.ts";
import { PRICING_SETTINGS_PARTS, resolvePricingSettings } from "../../../domain/checkout/pricing-settings.ts";
import { DOCUMENT_SETTINGS_KEY, documentSettingsSchema, resolveDocumentSettings } from "../../../domain/documents/document-settings.ts";
import { DEFAULT_EMAIL_SETTINGS, EMAIL_SETTINGS_KEY, emailSettingsSchema, resolveEmailSettings } from "../../../domain/mail/email-texts.ts";
import {
  applyPaletteSettingsPatch,
  PALETTE_SETTINGS_KEY,
  paletteSettingsPatchSchema,
  resolvePaletteSettings,
} from "../../../domain/palette/palette-settings.ts";
import { PRODUCT_PAGE_SETTINGS_KEY, resolveProductPageSettings } from "../../../domain/product/page-settings.ts";
import { parseProductPageOverrides, productPageOverridesSchema } from "../../../domain/product/schemas.ts";
import { REVIEW_SETTINGS_KEY } from "../../../domain/product/review-settings.ts";
import { resolveReviewSettings, reviewSettingsSchema } from "../../../domain/product/review-settings-schema.ts";
import { resolveStoreSettings, STORE_SETTINGS_KEY, storeSettingsSchema } from "../../../domain/settings/store-settings.ts";
import { applyHeaderSettingsPatch, HEADER_SETTINGS_KEY, headerSettingsPatchSchema, resolveHeaderSettings } from "../../../domain/shell/header-settings.ts";
import { THEME_SETTINGS_KEY } from "../../../domain/shell/theme-settings.ts";
import { resolveThemeSettings, themeSettingsSchema } from "../../../domain/shell/theme-settings-schema.ts";
import { COMING_SOON_SETTINGS_KEY } from "../../../domain/store-notice/coming-soon.ts";
import { applyComingSoonSave, comingSoonSettingsSchema, resolveComingSoonSettings } from "../../../domain/store-notice/coming-soon-schema.ts";
import { resolveStoreNoticeSettings, STORE_NOTICE_SETTINGS_KEY, storeNoticeSettingsSchema } from "../../../domain/store-notice/settings.ts";

export type SettingsGroup = {
  /** The settings row's key, and the audit log's entity id. */
  key: string;
  title: string;
  description: string;
  schema: z.ZodType;
  /** The stored row's value (null when absent) as the settings in force, defaults filled in. */
  read: (stored: unknown) => Record<string, unknown>;
  /** The value to store after a save that fit the schema, given the settings in force before it. */
  toStored: (before: Record<string, unknown>, checked: unknown) => Record<string, unknown>;
};

type Doc = Record<string, unknown>;
const asDoc = (value: unknown) => value as Doc;
const replace = (_before: Doc, checked: unknown) => asDoc(checked);
const pricingPart = (part: keyof typeof PRICING_SETTINGS_PARTS, field: "shipping" | "tax" | "payment") => ({
  key: PRICING_SETTINGS_PARTS[part].key,
  schema: PRICING_SETTINGS_PARTS[part].schema,
  read: (stored: unknown) => asDoc(resolvePricingSettings({ shipping: null, tax: null, payments: null, [part]: stored })[field]),
  toStored: replace,
});

/** The groups by the address segment of their page (/admin/settings/<id>) and API (/api/admin/settings/<id>). */
export const SETTINGS_GROUPS = {
  store: {
    key: STORE_SETTINGS_KEY,
    title: "Store",
    description: "The shop's name, address and contact details, and how prices name the currency.",
    schema: storeSettingsSchema,
    read: (stored) => asDoc(resolveStoreSettings(stored)),
    toStored: replace,
  },
  checkout: {
    key: CHECKOUT_SETTINGS_KEY,
    title: "Checkout",
    description: "The checkout's layout, what stays in view, and its texts.",
    schema: checkoutSettingsPatchSchema,
    read: (stored) => asDoc(resolveCheckoutSettings(stored)),
    toStored: (before, checked) => asDoc(applyCheckoutSettingsPatch(resolveCheckoutSettings(before), checked as never)),
  },
  shipping: {
    ...pricingPart("shipping", "shipping"),
    title: "Shipping",
    description: "Zones (the countries they cover) and their methods, with what each costs and from which order amount it is offered.",
  },
  tax: {
    ...pricingPart("tax", "tax"),
    title: "Tax",
    description:
      "The standard rate by country, and rate rows by place and tax class: reduced and zero rates, states, postcodes and cities. Rates are percentages.",
  },
  payments: {
    ...pricingPart("payments", "payment"),
    title: "Payments",
    description: "Which payment methods checkout offers, their titles, and the bank transfer's bank details.",
  },
  "product-page": {
    key: PRODUCT_PAGE_SETTINGS_KEY,
    title: "Product page",
    description: "The product page's defaults: swatches, texts, gallery and ratings. A product may override them.",
    schema: productPageOverridesSchema,
    read: (stored) => asDoc(resolveProductPageSettings(parseProductPageOverrides(stored), {})),
    toStored: replace,
  },
  reviews: {
    key: REVIEW_SETTINGS_KEY,
    title: "Reviews",
    description:
      "Whether new reviews wait for approval, whether only verified owners (customers who bought the product) may review, and the verified-owner label.",
    schema: reviewSettingsSchema,
    read: (stored) => asDoc(resolveReviewSettings(stored)),
    toStored: replace,
  },
  emails: {
    key: EMAIL_SETTINGS_KEY,
    title: "E-mails",
    description: "The sender and the order e-mails' texts. Placeholders: {number}, {email}, {shop}.",
    schema: emailSettingsSchema,
    read: (stored) => asDoc(stored === null ? DEFAULT_EMAIL_SETTINGS : resolveEmailSettings(stored)),
    toStored: replace,
  },
  header: {
    key: HEADER_SETTINGS_KEY,
    title: "Header and footer",
    description: "The rows and slots of the header (desktop and mobile) and footer, logo widths, break points, site layout and sticky options.",
    schema: headerSettingsPatchSchema,
    read: (stored) => asDoc(resolveHeaderSettings(stored).settings),
    toStored: (before, checked) => asDoc(applyHeaderSettingsPatch(resolveHeaderSettings(before).settings, checked as never)),
  },
  theme: {
    key: THEME_SETTINGS_KEY,
    title: "Theme",
    description:
      "Add to cart across the shop: where a successful add goes (stay on the page, the cart or checkout), whether the product page adds without reloading, and whether shop cards offer a quick view.",
    schema: themeSettingsSchema,
    read: (stored) => asDoc(resolveThemeSettings(stored)),
    toStored: replace,
  },
  palettes: {
    key: PALETTE_SETTINGS_KEY,
    title: "Palettes",
    description: "Both palettes' colours, which one a visitor sees first, and whether the switched palette is the dark one.",
    schema: paletteSettingsPatchSchema,
    read: (stored) => asDoc(resolvePaletteSettings(stored)),
    toStored: (before, checked) => asDoc(applyPaletteSettingsPatch(resolvePaletteSettings(before), checked as never)),
  },
  "store-notice": {
    key: STORE_NOTICE_SETTINGS_KEY,
    title: "Store notice",
    description: "The banner across the top or bottom of every page.",
    schema: storeNoticeSettingsSchema,
    read: (stored) => asDoc(resolveStoreNoticeSettings(stored)),
    toStored: replace,
  },
  "coming-soon": {
    key: COMING_SOON_SETTINGS_KEY,
    title: "Coming soon",
    description: "While on, visitors see a coming-soon page with this heading and message; staff see the shop with a banner.",
    schema: comingSoonSettingsSchema,
    read: (stored) => asDoc(resolveComingSoonSettings(stored)),
    toStored: (before, checked) => asDoc(applyComingSoonSave(resolveComingSoonSettings(before), checked as never)),
  },
  documents: {
    key: DOCUMENT_SETTINGS_KEY,
    title: "Documents",
    description:
      "Order documents: preview or print, who may open them, the kinds customers see, titles, invoice and credit note numbering, payment terms, and every text of the print flow.",
    schema: documentSettingsSchema,
    read: (stored) => asDoc(resolveDocumentSettings(stored)),
    toStored: replace,
  },
  affiliates: {
    key: PROGRAMME_SETTINGS_KEY,
    title: "Affiliate programme",
    description:
      "The affiliate programme: the default commission (percent of the discounted subtotal without tax and shipping, or a fixed amount per order), rates for products and categories, the levels above an affiliate and their shares, the approval delay, how long a referral link is remembered, the minimum payout, the payout types offered, whether applications wait for staff, and the bank account SEPA payouts leave from.",
    schema: programmeSettingsSchema,
    read: (stored) => asDoc(readProgrammeSettings(stored)),
    toStored: replace,
  },
} satisfies Record<string, SettingsGroup>;

export type SettingsGroupId = keyof typeof SETTINGS_GROUPS;
export const SETTINGS_GROUP_IDS = Object.keys(SETTINGS_GROUPS) as SettingsGroupId[];

export function isSettingsGroupId(value: string): value is SettingsGroupId {
  return Object.hasOwn(SETTINGS_GROUPS, value);
}
