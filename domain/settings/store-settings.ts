/**
 * The shop's identity: its name, postal address, contact e-mail and phone, and how prices name the
 * currency. Stored as the `store` settings document; a missing or broken document reads as the demo
 * shop's values, so the shop always has a name to show.
 */
import { z } from "zod";

export const STORE_SETTINGS_KEY = "store";
export const STORE_NAME_MAX = 80;
export const STORE_ADDRESS_LINE_MAX = 120;
export const STORE_PHONE_MAX = 40;
export const STORE_VAT_NUMBER_MAX = 30;
export const STORE_LOGO_PATH_MAX = 300;
export const STORE_REGISTRATION_NUMBER_MAX = 40;
export const STORE_VAT_EXEMPTION_REASON_MAX = 200;
/** How a price names its currency: €12.50, EUR 12.50 or 12.50 euros (Intl.NumberFormat's currencyDisplay). */
export const CURRENCY_DISPLAYS = ["symbol", "code", "name"] as const;
export type CurrencyDisplay = (typeof CURRENCY_DISPLAYS)[number];

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` });
/** Digits, spaces and the usual phone punctuation, or nothing. */
const PHONE = /^[+()\d\s./-]*$/;
const VAT_NUMBER = /^[A-Za-z0-9 ]*$/;
/** Empty, or a path on this shop (not "//host", which would leave it). */
const LOCAL_PATH = /^(\/(?!\/)[^\s]*)?$/;
/** A code of the VATEX list (VATEX-EU-132, VATEX-EU-IC…), or nothing. */
const VATEX_CODE = /^(VATEX-[A-Z0-9-]+)?$/;

export const storeSettingsSchema = z.strictObject({
  name: line(STORE_NAME_MAX).min(1, { error: "The shop needs a name." }),
  addressLine1: line(STORE_ADDRESS_LINE_MAX),
  addressLine2: line(STORE_ADDRESS_LINE_MAX),
  city: line(STORE_ADDRESS_LINE_MAX),
  postcode: line(20),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: "Use the two-letter country code, like IE." }),
  email: z.email({ error: "Enter a whole e-mail address, like shop@example.com." }).max(254),
  phone: line(STORE_PHONE_MAX).regex(PHONE, { error: "Digits, spaces and + ( ) - . / only." }),
  currencyDisplay: z.enum(CURRENCY_DISPLAYS),
  /** The shop's VAT identifier, printed on invoices and credit notes ("" when it has none). */
  vatNumber: line(STORE_VAT_NUMBER_MAX).regex(VAT_NUMBER, { error: "Letters, digits and spaces only, like IE1234567T." }).default(""),
  /**
   * A logo the shop serves itself, printed on documents; "" for the name as text. The HTML documents show
   * any path of the shop; a PDF reads only a picture of the shop's media (`/media/<key>/<width>.webp`).
   */
  logoPath: line(STORE_LOGO_PATH_MAX).regex(LOCAL_PATH, { error: "A path on this shop, starting with /." }).default(""),
  /** The company's number in the company register, given on e-invoices as its legal registration ("" for none). */
  registrationNumber: line(STORE_REGISTRATION_NUMBER_MAX).default(""),
  /** When the shop's zero-rated sales are exempt from VAT: the legal ground, printed on e-invoices ("" when they are zero rated). */
  vatExemptionReason: line(STORE_VAT_EXEMPTION_REASON_MAX).default(""),
  /** The exemption's VATEX code, when there is one. */
  vatExemptionCode: z.string().trim().toUpperCase().regex(VATEX_CODE, { error: "A VATEX code, like VATEX-EU-132, or nothing." }).default(""),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  name: "Vitrine",
  addressLine1: "1 Main Street",
  addressLine2: "",
  city: "Dublin",
  postcode: "D02 X285",
  country: "IE",
  email: "shop@vitrine.test",
  phone: "+353 1 555 0100",
  currencyDisplay: "symbol",
  vatNumber: "IE9876543T",
  logoPath: "",
  registrationNumber: "",
  vatExemptionReason: "",
  vatExemptionCode: "",
};

/** The stored document, each field that does not fit replaced by its default. */
export function resolveStoreSettings(stored: unknown): StoreSettings {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return DEFAULT_STORE_SETTINGS;
  const resolved: Record<string, unknown> = { ...DEFAULT_STORE_SETTINGS };
  for (const [key, field] of Object.entries(storeSettingsSchema.shape)) {
    // A field the stored document does not have yet reads as the shop's default, not as the schema's empty one.
    if (!(key in stored)) continue;
    const parsed = field.safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) resolved[key] = parsed.data;
  }
  return resolved as StoreSettings;
}

/** The address as lines, empty ones left out: for mails and documents. */
export function storeAddressLines(store: StoreSettings): string[] {
  return [store.addressLine1, store.addressLine2, [store.postcode, store.city].filter(Boolean).join(" "), store.country].filter((part) => part !== "");
}
