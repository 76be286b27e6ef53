import { CART_SETTINGS_KEY, resolveCartSettings, type CartSettings } from "../../../domain/cart/cart-page.ts";
import { eq } from "drizzle-orm";
import { CHECKOUT_SETTINGS_KEY, resolveCheckoutSettings, type CheckoutPageSettings } from "../../../domain/checkout/checkout-settings.ts";
import {
  PRICING_SETTINGS_PART_NAMES,
  PRICING_SETTINGS_PARTS,
  resolvePricingSettings,
  type PricingSettings,
} from "../../../domain/checkout/pricing-settings.ts";
import {
  PRODUCT_PAGE_SETTINGS_KEY,
  resolveProductPageSettings,
  type ProductPageOverrides,
  type ProductPageSettings,
} from "../../../domain/product/page-settings.ts";
import { parseProductPageOverrides } from "../../../domain/product/schemas.ts";
import { REVIEW_SETTINGS_KEY, type ReviewSettings } from "../../../domain/product/review-settings.ts";
import { resolveReviewSettings } from "../../../domain/product/review-settings-schema.ts";
import { PALETTE_SETTINGS_KEY, resolvePaletteSettings, type PaletteSettings } from "../../../domain/palette/palette-settings.ts";
import { HEADER_SETTINGS_KEY, resolveHeaderSettings, type HeaderSettings } from "../../../domain/shell/header-settings.ts";
import { COMING_SOON_SETTINGS_KEY, type ComingSoonSettings } from "../../../domain/store-notice/coming-soon.ts";
import { resolveComingSoonSettings } from "../../../domain/store-notice/coming-soon-schema.ts";
import { resolveStoreNoticeSettings, STORE_NOTICE_SETTINGS_KEY, type StoreNoticeSettings } from "../../../domain/store-notice/settings.ts";
import { DOCUMENT_SETTINGS_KEY, resolveDocumentSettings, type DocumentSettings } from "../../../domain/documents/document-settings.ts";
import { resolveStoreSettings, STORE_SETTINGS_KEY, type StoreSettings } from "../../../domain/settings/store-settings.ts";
import { THEME_SETTINGS_KEY, type ThemeSettings } from "../../../domain/shell/theme-settings.ts";
import { resolveThemeSettings } from "../../../domain/shell/theme-settings-schema.ts";
import type { Db } from "../../db/connect.ts";
import { settings } from "../../db/schema/index.ts";
import { createTtlCache } from "../../db/kit/index.ts";

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Settings change when a merchant saves them, which invalidates; the timeout bounds any other writer. */
export const SETTINGS_CACHE_DEFAULTS = { freshMs: 10_000, staleMs: 50_000 };

/**
 * The shop's stored settings (`settings` rows of JSON), read through a short cache: every page reads some.
 * Reads only: every change goes through the settings-admin service, which records it in the audit log
 * and then calls `invalidate()`.
 */
export function createSettingsService(db: Db, options: { cache?: { freshMs?: number; staleMs?: number }; warn?: (message: string) => void } = {}) {
  const cache = createTtlCache<unknown>({ ...SETTINGS_CACHE_DEFAULTS, ...options.cache, maxEntries: 100 });
  const warn = options.warn ?? ((message: string) => console.warn(message));
  /** A stored document is read on every page: its problems are reported once per stored value, not per page. */
  const reported = new WeakSet<object>();
  const listeners = new Set<() => void>();

  /** After a save: the next read sees it, and whatever keeps pages built from settings (the page cache) drops them. */
  function changed(): void {
    cache.clear();
    for (const listener of listeners) listener();
  }

  async function read(key: string): Promise<unknown> {
    return cache.get(key, async () => {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value ?? null;
    });
  }

  return {
    /** The product page's settings for a product with these overrides of its own. */
    async productPage(productOverrides: ProductPageOverrides = {}): Promise<ProductPageSettings> {
      return resolveProductPageSettings(parseProductPageOverrides(await read(PRODUCT_PAGE_SETTINGS_KEY)), productOverrides);
    },

    /** The cart page's settings (sticky totals, S-3-40). */
    async cart(): Promise<CartSettings> {
      return resolveCartSettings(await read(CART_SETTINGS_KEY));
    },

    /** The checkout page's settings: layout, sticky options, toggle wording, the e-mail check's text. */
    async checkout(): Promise<CheckoutPageSettings> {
      return resolveCheckoutSettings(await read(CHECKOUT_SETTINGS_KEY));
    },

    /** The colour switcher's settings: both palettes, the default mode, isDarkPalette, forceReload. */
    async palette(): Promise<PaletteSettings> {
      return resolvePaletteSettings(await read(PALETTE_SETTINGS_KEY));
    },

    /** Shipping zones and methods, tax rates and payment methods, as checkout prices with them. */
    async pricing(): Promise<PricingSettings> {
      const [shipping, tax, payments] = await Promise.all(PRICING_SETTINGS_PART_NAMES.map((part) => read(PRICING_SETTINGS_PARTS[part].key)));
      return resolvePricingSettings({ shipping, tax, payments });
    },

    /** The theme settings: where an add to cart goes, AJAX add on the product page, the shop's quick view (S-3-33). */
    async theme(): Promise<ThemeSettings> {
      return resolveThemeSettings(await read(THEME_SETTINGS_KEY));
    },

    /** The header's settings; a stored field that does not fit is logged and its default used. */
    async header(): Promise<HeaderSettings> {
      const stored = await read(HEADER_SETTINGS_KEY);
      const { settings: resolved, problems } = resolveHeaderSettings(stored);
      if (problems.length > 0 && typeof stored === "object" && stored !== null && !reported.has(stored)) {
        reported.add(stored);
        warn(`settings "${HEADER_SETTINGS_KEY}": ${problems.join("; ")}; using the defaults for those fields`);
      }
      return resolved;
    },

    /** The store notice (off unless a merchant or the demo seed switched it on). */
    async storeNotice(): Promise<StoreNoticeSettings> {
      return resolveStoreNoticeSettings(await read(STORE_NOTICE_SETTINGS_KEY));
    },

    /** Reviews: approval, who may review, the verified-owner label. */
    async reviews(): Promise<ReviewSettings> {
      return resolveReviewSettings(await read(REVIEW_SETTINGS_KEY));
    },

    /** Coming-soon mode: off unless switched on. */
    async comingSoon(): Promise<ComingSoonSettings> {
      return resolveComingSoonSettings(await read(COMING_SOON_SETTINGS_KEY));
    },

    /** The order documents' settings (§3): preview, access, the kinds customers see, titles, numbering, texts. */
    async documents(): Promise<DocumentSettings> {
      return resolveDocumentSettings(await read(DOCUMENT_SETTINGS_KEY));
    },

    /** The shop's identity: name, address, contact details (what documents are issued from). */
    async store(): Promise<StoreSettings> {
      return resolveStoreSettings(await read(STORE_SETTINGS_KEY));
    },

    /**
     * Calls `listener` after every settings change this process makes, so what was built from the old
     * settings (the shared page cache) is dropped; answers the function that stops listening.
     */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** After a change: the next read sees it, and the page cache drops what was built from the old settings. */
    invalidate(): void {
      changed();
    },
  };
}
