import { STORE_NOTICE_SETTINGS_KEY, storeNoticeSettingsSchema, type StoreNoticeSettings } from "../../../domain/store-notice/settings.ts";
import { HEADER_SETTINGS_KEY, type HeaderSettings, type SocialLink } from "../../../domain/shell/header-settings.ts";
import { DEMO_PAYMENT_SETTINGS } from "../../../domain/checkout/payment-methods.ts";
import { PRICING_SETTINGS_PARTS } from "../../../domain/checkout/pricing-settings.ts";
import { STORE_SETTINGS_KEY } from "../../../domain/settings/store-settings.ts";
import { settings } from "../schema/index.ts";
import { DEMO_STORE_SETTINGS } from "./brand.ts";
import type { Tx } from "./bulk.ts";

/** The demo's store notice: on, at the top, with the free-shipping threshold the demo's EU zones use (€60). */
export const DEMO_STORE_NOTICE: StoreNoticeSettings = storeNoticeSettingsSchema.parse({
  enabled: true,
  text: "Free shipping on orders over €60 to Ireland and the EU.",
  link: { text: "Shop new arrivals", url: "/shop?sort=date" },
  colours: { background: "#0b5f55", text: "#ffffff" },
  position: "top",
});

const DEMO_SOCIAL: SocialLink[] = [
  { network: "instagram", url: "https://instagram.com/vitrine.shop" },
  { network: "pinterest", url: "https://pinterest.com/vitrine.shop" },
  { network: "facebook", url: "https://facebook.com/vitrine.shop" },
];

/**
 * The demo header and footer, built with the header builder: on wide screens a service row above (how to
 * reach the shop, the secondary menu, social links), the logo with search as a box over the header
 * (products and categories as you type) and the actions, and the primary menu with its "Collections" mega
 * menu below; on phones one row with the off-canvas menu. The sticky settings are data for the sticky header.
 */
export const DEMO_HEADER_SETTINGS: Partial<HeaderSettings> = {
  searchStyle: "header-cover",
  mobileMenuStyle: "off-canvas",
  layout: {
    desktop: {
      above: {
        left: [{ type: "html", text: "Questions? hello@vitrine.test · +353 1 555 0123", link: { text: "Contact us", url: "/about" } }],
        center: [],
        right: [
          { type: "menu", menu: "secondary" },
          { type: "social", links: DEMO_SOCIAL },
        ],
      },
      primary: { left: [{ type: "logo" }], center: [], right: [{ type: "search" }, { type: "palette" }, { type: "account" }, { type: "cart" }] },
      below: { left: [{ type: "menu", menu: "primary" }], center: [], right: [] },
    },
    mobile: {
      above: { left: [], center: [], right: [] },
      primary: {
        left: [{ type: "mobile-menu" }, { type: "logo" }],
        center: [],
        right: [{ type: "search" }, { type: "palette" }, { type: "account" }, { type: "cart" }],
      },
      below: { left: [], center: [], right: [] },
    },
  },
  footer: {
    above: {
      columns: [
        [
          {
            type: "text",
            title: "Letters from the studio",
            text: "New arrivals, restocks and the stories behind them, once a month. Ask for them at hello@vitrine.test.",
          },
        ],
        [{ type: "social", title: "Follow us", links: DEMO_SOCIAL }],
      ],
    },
    primary: {
      columns: [
        [{ type: "logo", text: "Considered goods for everyday living, shipped with care across Europe." }],
        [{ type: "menu", menu: "footer" }],
        [{ type: "text", title: "Visit and contact", text: "Studio shop: Mon–Sat 10:00–18:00, Sun 12:00–17:00. hello@vitrine.test · +353 1 555 0123" }],
        [{ type: "payment-icons", methods: ["visa", "mastercard", "amex", "paypal", "apple-pay", "bank-transfer"] }],
      ],
    },
    below: { columns: [[{ type: "copyright", text: "© {year} Vitrine. All rights reserved." }]] },
  },
  sticky: {
    header: true,
    shrink: true,
    rows: { above: false, primary: true, below: true },
    style: "slide",
    devices: "both",
    hideOnScroll: false,
    footer: false,
  },
};

/** Settings rows the demo writes; everything else reads as its default. */
export async function insertDemoSettings(tx: Tx): Promise<void> {
  await tx.insert(settings).values([
    { key: STORE_NOTICE_SETTINGS_KEY, value: DEMO_STORE_NOTICE },
    { key: HEADER_SETTINGS_KEY, value: DEMO_HEADER_SETTINGS },
    // Written out, not left to the defaults: the demo takes test payments by card, on purpose.
    { key: PRICING_SETTINGS_PARTS.payments.key, value: DEMO_PAYMENT_SETTINGS },
    // The logo its documents print (its picture is seeded last: brand.ts).
    { key: STORE_SETTINGS_KEY, value: DEMO_STORE_SETTINGS },
  ]);
}
