/**
 * Tax by country. Rates are basis points (2300 = 23 %). Rounding is per line, half up: every order line
 * and the shipping carry their own whole-cent tax and the tax total is their sum, so an invoice's lines
 * always add up to its total.
 *
 * Prices (and shipping costs, which are entered the same way as prices) are either tax-inclusive or
 * tax-exclusive. Inclusive prices are what the shopper pays in every country: the tax inside them follows
 * the destination's rate, and a 0 % destination pays the same gross price with no tax in it.
 */
import { z } from "zod";
import { divideRoundHalfUp } from "../cart/discounts.ts";
import { COUNTRY_CODE_PATTERN, normalizeCountryCode } from "./countries.ts";
import { DEMO_TAX_RATE_ROWS, taxRateRowsSchema } from "./tax-rate-rows.ts";
import { PRICE_DISPLAY_MODES, PRICE_SUFFIX_MAX_LENGTH } from "../tax/display.ts";

export const BASIS_POINTS_PER_WHOLE = 10_000;

export const taxSettingsSchema = z.object({
  pricesIncludeTax: z.boolean(),
  taxShipping: z.boolean(),
  /** Used when the shopper's country is not known yet. */
  baseCountry: z.string().regex(COUNTRY_CODE_PATTERN),
  /**
   * Legacy: country → standard rate in basis points, read as standard-class "VAT" rows (tax-rate-rows.ts).
   * A place no rate covers is taxed at 0.
   */
  rates: z.record(z.string().regex(COUNTRY_CODE_PATTERN), z.number().int().min(0).max(BASIS_POINTS_PER_WHOLE)).optional(),
  /** Rate rows by place and tax class (domain/tax), charged beside the legacy record's rows. */
  taxRates: taxRateRowsSchema.optional(),
  /** How the shop's product prices and the cart's line prices are shown; unset = as entered (domain/tax/display.ts). */
  displayShopPrices: z.enum(PRICE_DISPLAY_MODES).optional(),
  displayCartPrices: z.enum(PRICE_DISPLAY_MODES).optional(),
  /** Follows every shop price; may name `{price_including_tax}` and `{price_excluding_tax}`. */
  priceSuffix: z.string().trim().max(PRICE_SUFFIX_MAX_LENGTH).optional(),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const DEMO_TAX_SETTINGS: TaxSettings = taxSettingsSchema.parse({
  pricesIncludeTax: true,
  taxShipping: true,
  baseCountry: "IE",
  rates: { IE: 2300, DE: 1900, FR: 2000, NL: 2100, BE: 2100, ES: 2100, IT: 2200, AT: 2000, PT: 2300, GB: 2000, US: 0 },
  taxRates: DEMO_TAX_RATE_ROWS,
});

export function taxRateFor(settings: TaxSettings, country: string | null | undefined): number {
  const code = country ? normalizeCountryCode(country) : settings.baseCountry;
  return settings.rates?.[code] ?? 0;
}

/** The tax in (inclusive) or on top of (exclusive) an amount, in whole minor units, never negative. */
export function taxForAmount(amount: number, rateBasisPoints: number, pricesIncludeTax: boolean): number {
  if (amount <= 0 || rateBasisPoints <= 0) return 0;
  const taxed = BigInt(amount) * BigInt(rateBasisPoints);
  return pricesIncludeTax ? divideRoundHalfUp(taxed, BASIS_POINTS_PER_WHOLE + rateBasisPoints) : divideRoundHalfUp(taxed, BASIS_POINTS_PER_WHOLE);
}

export type TaxInput = { settings: TaxSettings; country: string | null | undefined; lineAmounts: readonly number[]; shipping: number };
export type TaxBreakdown = { rate: number; lineTaxes: number[]; shippingTax: number; taxTotal: number };

/** `lineAmounts` are line totals after discounts. */
export function computeTax({ settings, country, lineAmounts, shipping }: TaxInput): TaxBreakdown {
  const rate = taxRateFor(settings, country);
  const lineTaxes = lineAmounts.map((amount) => taxForAmount(amount, rate, settings.pricesIncludeTax));
  const shippingTax = settings.taxShipping ? taxForAmount(shipping, rate, settings.pricesIncludeTax) : 0;
  return { rate, lineTaxes, shippingTax, taxTotal: lineTaxes.reduce((sum, tax) => sum + tax, shippingTax) };
}
