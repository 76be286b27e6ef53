import { CART_SETTINGS_KEY, resolveCartSettings, type CartSettings } from "../../../domain/cart/cart-page.ts";
import { eq } from "drizzle-orm";
import {
  applyCheckoutSettingsPatch,
  CHECKOUT_SETTINGS_KEY,
  checkoutSettingsPatchSchema,
  resolveCheckoutSettings,
  type CheckoutPageSettings,
  type CheckoutSettingsPatch,
} from "../../../domain/checkout/checkout-settings.ts";
import {
  PRICING_SETTINGS_PART_NAMES,
  PRICING_SETTINGS_PARTS,
  resolvePricingSettings,
  type PricingSettings,
  type PricingSettingsPart,
} from "../../../domain/checkout/pricing-settings.ts";
import {
  PRODUCT_PAGE_SETTINGS_KEY,
  resolveProductPageSettings,
  type ProductPageOverrides,
  type ProductPageSettings,
} from "../../../domain/product/page-settings.ts";
import { parseProductPageOverrides, productPageOverridesSchema } from "../../../domain/product/schemas.ts";
import {
  applyPaletteSettingsPatch,
  PALETTE_SETTINGS_KEY,
  paletteSettingsPatchSchema,
  resolvePaletteSettings,
  type PaletteSettings,
  type PaletteSettingsPatch,
} from "../../../domain/palette/palette-settings.ts";
import {
  applyHeaderSettingsPatch,
  HEADER_SETTINGS_KEY,
  headerSettingsPatchSchema,
  resolveHeaderSettings,
  type HeaderSettings,
  type HeaderSettingsPatch,
} from "../../../domain/shell/header-settings.ts";
import {
  COMING_SOON_SETTINGS_KEY,
  comingSoonSettingsSchema,
  resolveComingSoonSettings,
  type ComingSoonSettings,
} from "../../../domain/store-notice/coming-soon.ts";
import {
  resolveStoreNoticeSettings,
  STORE_NOTICE_SETTINGS_KEY,
  storeNoticeSettingsSchema,
  type StoreNoticeSettings,
  type StoreNoticeSettingsInput,
} from "../../../domain/store-notice/settings.ts";
import { DOCUMENT_SETTINGS_KEY, resolveDocumentSettings, type DocumentSettings } from "../../../domain/documents/document-settings.ts";
import { resolveStoreSettings, STORE_SETTINGS_KEY, type StoreSettings } from "../../../domain/settings/store-settings.ts";
import type { Db } from "../../db/connect.ts";
import { settings } from "../../db/schema/index.ts";
import { createTtlCache } from "../../db/kit/index.ts";

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Settings change when a merchant saves them, which invalidates; the timeout bounds any other writer. */
export const SETTINGS_CACHE_DEFAULTS = { freshMs: 10_000, staleMs: 50_000 };

/** The shop's stored settings (`settings` rows of JSON), read through a short cache: every page reads some. */
export function createSettingsService(db: Db, options: { cache?: { freshMs?: number; staleMs?: number }; warn?: (message: string) => void } = {}) {
  const cache = createTtlCache<unknown>({ ...SETTINGS_CACHE_DEFAULTS, ...options.cache, maxEntries: 100 });
  const warn = options.warn ?? ((message: string) => console.warn(message));
  /** A stored document is read on every page: its problems are reported once per stored value, not per page. */
  const reported = new WeakSet<object>();
  const listeners = new Set<() => void>();

  /** Writes one settings row, then forgets what was cached (here and in whoever listens: the page cache). */
  async function write(key: string, value: unknown): Promise<void> {
    await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    changed();
  }

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

    /** Replaces the shop-wide product page settings; throws a ZodError on a value that does not fit. */
    async saveProductPage(overrides: ProductPageOverrides): Promise<void> {
      const value = productPageOverridesSchema.parse(overrides);
      await write(PRODUCT_PAGE_SETTINGS_KEY, value);
    },

    /** The cart page's settings (sticky totals, S-3-40). */
    async cart(): Promise<CartSettings> {
      return resolveCartSettings(await read(CART_SETTINGS_KEY));
    },

    /** The checkout page's settings: layout, sticky options, toggle wording, the e-mail check's text. */
    async checkout(): Promise<CheckoutPageSettings> {
      return resolveCheckoutSettings(await read(CHECKOUT_SETTINGS_KEY));
    },

    /** A merchant's change over the stored checkout settings; throws a ZodError on a value that does not fit. */
    async saveCheckout(patch: CheckoutSettingsPatch): Promise<CheckoutPageSettings> {
      const checked = checkoutSettingsPatchSchema.parse(patch);
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CHECKOUT_SETTINGS_KEY)).limit(1);
      const value = applyCheckoutSettingsPatch(resolveCheckoutSettings(row?.value ?? null), checked);
      await write(CHECKOUT_SETTINGS_KEY, value);
      return value;
    },

    /** The colour switcher's settings: both palettes, the default mode, isDarkPalette, forceReload. */
    async palette(): Promise<PaletteSettings> {
      return resolvePaletteSettings(await read(PALETTE_SETTINGS_KEY));
    },

    /** A merchant's change over the stored palette settings; throws a ZodError on a value that does not fit. */
    async savePalette(patch: PaletteSettingsPatch): Promise<PaletteSettings> {
      const checked = paletteSettingsPatchSchema.parse(patch);
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, PALETTE_SETTINGS_KEY)).limit(1);
      const value = applyPaletteSettingsPatch(resolvePaletteSettings(row?.value ?? null), checked);
      await write(PALETTE_SETTINGS_KEY, value);
      return value;
    },

    /** Shipping zones and methods, tax rates and payment methods, as checkout prices with them. */
    async pricing(): Promise<PricingSettings> {
      const [shipping, tax, payments] = await Promise.all(PRICING_SETTINGS_PART_NAMES.map((part) => read(PRICING_SETTINGS_PARTS[part].key)));
      return resolvePricingSettings({ shipping, tax, payments });
    },

    /** Replaces one part of the pricing settings; throws a ZodError on a value that does not fit. Answers the part as saved. */
    async savePricingPart(part: PricingSettingsPart, value: unknown): Promise<unknown> {
      const { key, schema } = PRICING_SETTINGS_PARTS[part];
      const checked = schema.parse(value) as Record<string, unknown>;
      await write(key, checked);
      return checked;
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

    /** A merchant's change over the stored header settings; throws a ZodError on a value that does not fit. */
    async saveHeader(patch: HeaderSettingsPatch): Promise<HeaderSettings> {
      const checked = headerSettingsPatchSchema.parse(patch);
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, HEADER_SETTINGS_KEY)).limit(1);
      const value = applyHeaderSettingsPatch(resolveHeaderSettings(row?.value ?? null).settings, checked);
      await write(HEADER_SETTINGS_KEY, value);
      return value;
    },

    /** The store notice (off unless a merchant or the demo seed switched it on). */
    async storeNotice(): Promise<StoreNoticeSettings> {
      return resolveStoreNoticeSettings(await read(STORE_NOTICE_SETTINGS_KEY));
    },

    /** Replaces the store notice's settings; throws a ZodError on a value that does not fit. Answers them as saved. */
    async saveStoreNotice(input: StoreNoticeSettingsInput): Promise<StoreNoticeSettings> {
      const value = storeNoticeSettingsSchema.parse(input);
      await write(STORE_NOTICE_SETTINGS_KEY, value);
      return value;
    },

    /** Coming-soon mode: off unless switched on. */
    async comingSoon(): Promise<ComingSoonSettings> {
      return resolveComingSoonSettings(await read(COMING_SOON_SETTINGS_KEY));
    },

    async saveComingSoon(input: ComingSoonSettings): Promise<ComingSoonSettings> {
      const value = comingSoonSettingsSchema.parse(input);
      await write(COMING_SOON_SETTINGS_KEY, value);
      return value;
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

    invalidate(): void {
      changed();
    },
  };
}
