import { STORE_NOTICE_SETTINGS_KEY, storeNoticeSettingsSchema, type StoreNoticeSettings } from "../../../domain/store-notice/settings.ts";
import { DEFAULT_STICKY, HEADER_SETTINGS_KEY, type HeaderSettings } from "../../../domain/shell/header-settings.ts";
import { settings } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

/** The demo's store notice: on, at the top, with the free-shipping threshold the demo's EU zones use (€60). */
export const DEMO_STORE_NOTICE: StoreNoticeSettings = storeNoticeSettingsSchema.parse({
  enabled: true,
  text: "Free shipping on orders over €60 to Ireland and the EU.",
  link: { text: "Shop new arrivals", url: "/shop?sort=date" },
  colours: { background: "#0b5f55", text: "#ffffff" },
  position: "top",
});

/**
 * The demo header: search as a box over the header (products and categories as you type), the phone menu
 * off-canvas, and a sticky header whose primary row stays in view, slimmer, once the page scrolls past it.
 */
export const DEMO_HEADER_SETTINGS: Partial<HeaderSettings> = {
  searchStyle: "header-cover",
  mobileMenuStyle: "off-canvas",
  sticky: { ...DEFAULT_STICKY, header: true, shrink: true },
};

/** Settings rows the demo writes; everything else reads as its default. */
export async function insertDemoSettings(tx: Tx): Promise<void> {
  await tx.insert(settings).values([
    { key: STORE_NOTICE_SETTINGS_KEY, value: DEMO_STORE_NOTICE },
    { key: HEADER_SETTINGS_KEY, value: DEMO_HEADER_SETTINGS },
  ]);
}
