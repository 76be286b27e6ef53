/**
 * Prices as the shop shows them. Prices are entered with or without tax (one shop setting) and shown with
 * or without tax in the shop and, separately, in the cart; an optional suffix follows a shop price, with
 * `{price_including_tax}` and `{price_excluding_tax}` filled in.
 */
import { sumOfTaxes, taxesOnAmount } from "./calculate.ts";
import { applicableRates, ratePercentText, TAX_CLASSES, type TaxClass, type TaxLocation, type TaxRate } from "./rates.ts";

/** How the shop, or the cart, shows prices: with the tax in them or without. */
export const PRICE_DISPLAY_MODES = ["including", "excluding"] as const;
export type PriceDisplayMode = (typeof PRICE_DISPLAY_MODES)[number];

/** The tax settings' display fields; a mode left unset shows prices as they were entered. */
export type PriceDisplaySettings = {
  pricesIncludeTax: boolean;
  displayShopPrices?: PriceDisplayMode | undefined;
  displayCartPrices?: PriceDisplayMode | undefined;
  priceSuffix?: string | undefined;
};

/**
 * What the storefront needs to show any price: how prices were entered, how the shop and the cart show
 * them, the suffix, and the rates at the shop's base location for each tax class (the shopper's own
 * destination is known only at checkout, which shows what is charged).
 */
export type PriceDisplayRules = {
  pricesIncludeTax: boolean;
  shop: PriceDisplayMode;
  cart: PriceDisplayMode;
  suffix: string;
  rates: Partial<Record<TaxClass, TaxRate[]>>;
};

export const PRICE_SUFFIX_MAX_LENGTH = 120;

const enteredMode = (pricesIncludeTax: boolean): PriceDisplayMode => (pricesIncludeTax ? "including" : "excluding");

/** Prices shown as entered, without a suffix: what a page shows when it has no rules (an error page). */
export const PRICES_AS_ENTERED: PriceDisplayRules = { pricesIncludeTax: true, shop: "including", cart: "including", suffix: "", rates: {} };

export function priceDisplayRules(settings: PriceDisplaySettings, rates: readonly TaxRate[], base: TaxLocation): PriceDisplayRules {
  const entered = enteredMode(settings.pricesIncludeTax);
  const shop = settings.displayShopPrices ?? entered;
  const cart = settings.displayCartPrices ?? entered;
  const suffix = settings.priceSuffix?.trim() ?? "";
  // Rates travel to the browser only when some price is converted or the suffix names an amount.
  const needsRates = shop !== entered || cart !== entered || Object.values(PRICE_SUFFIX_PLACEHOLDERS).some((p) => suffix.includes(p));
  const byClass = needsRates ? Object.fromEntries(TAX_CLASSES.map((taxClass) => [taxClass, applicableRates(rates, base, taxClass)])) : {};
  return { pricesIncludeTax: settings.pricesIncludeTax, shop, cart, suffix, rates: byClass };
}

/** An entered amount as the shop (product prices) or the cart (line prices, subtotal) shows it. */
export function shownAmount(amount: number, taxClass: TaxClass | undefined, rules: PriceDisplayRules, where: "shop" | "cart"): number {
  if (rules[where] === enteredMode(rules.pricesIncludeTax)) return amount;
  const both = priceBothWays(amount, rules.rates[taxClass ?? "standard"] ?? [], rules.pricesIncludeTax);
  return rules[where] === "including" ? both.including : both.excluding;
}

/** The suffix after a shop price, its placeholders filled from that price; "" when the shop has none. */
export function shownSuffix(amount: number, taxClass: TaxClass | undefined, rules: PriceDisplayRules, format: (minor: number) => string): string {
  if (!rules.suffix) return "";
  const both = priceBothWays(amount, rules.rates[taxClass ?? "standard"] ?? [], rules.pricesIncludeTax);
  return priceSuffix(rules.suffix, { including: format(both.including), excluding: format(both.excluding) });
}

/** Whether the cart shows line prices the other way from how they were entered, so its subtotal says so. */
export function cartSubtotalNote(rules: PriceDisplayRules): string {
  if (rules.cart === enteredMode(rules.pricesIncludeTax)) return "";
  return rules.cart === "including" ? "(incl. tax)" : "(ex. tax)";
}

/** A price both ways, at the rates that apply to the shopper (or the shop's base location). */
export function priceBothWays(price: number, rates: readonly TaxRate[], pricesIncludeTax: boolean): { including: number; excluding: number } {
  const tax = sumOfTaxes(taxesOnAmount(price, rates, pricesIncludeTax));
  return pricesIncludeTax ? { including: price, excluding: price - tax } : { including: price + tax, excluding: price };
}

export const PRICE_SUFFIX_PLACEHOLDERS = { including: "{price_including_tax}", excluding: "{price_excluding_tax}" } as const;

/** The suffix with its placeholders filled; "" when there is none. */
export function priceSuffix(template: string, both: { including: string; excluding: string }): string {
  return template.trim().replaceAll(PRICE_SUFFIX_PLACEHOLDERS.including, both.including).replaceAll(PRICE_SUFFIX_PLACEHOLDERS.excluding, both.excluding);
}

export type TaxRowView = { label: string; rate: number; amount: number };

/** A tax row's name in totals: "VAT 23 %", "NYC sales tax 4.5 %". */
export function taxRowLabel(row: Pick<TaxRowView, "label" | "rate">): string {
  return `${row.label} ${ratePercentText(row.rate)} %`;
}

/**
 * The itemised rows totals list under the tax total: one per rate, only when more than one rate applied
 * (a single rate is the tax total itself, shown as it always was).
 */
export function itemisedTaxRows<Row extends TaxRowView>(rows: readonly Row[] | undefined): { key: string; label: string; amount: number }[] {
  if (!rows || rows.length < 2) return [];
  return rows.map((row, i) => ({ key: `${i}-${row.label}-${row.rate}`, label: taxRowLabel(row), amount: row.amount }));
}
