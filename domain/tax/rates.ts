/**
 * Tax rates by place and tax class, and which of them apply to a destination. A rate names a country (or
 * every country), optionally a region, postcode patterns and cities; a blank field covers everything. Rates
 * of one priority are alternatives: the most specific match wins and the others at that priority are
 * skipped, so a city rate can sit beside its state's rate at another priority and both apply. Compound
 * rates are charged on the price plus the taxes before them.
 */
import { postcodeCovered } from "./postcode.ts";

/** Rates are millionths: 230000 is 23 %, 4500 is 0.45 %, so real rates like 9.975 % or 0.375 % are exact. */
export const RATE_SCALE = 1_000_000;

export const TAX_CLASSES = ["standard", "reduced", "zero"] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export type TaxRate = {
  id: string;
  /** What the totals call it: "VAT", "CA state tax". */
  label: string;
  /** ISO 3166-1 alpha-2, or "" for every country. */
  country: string;
  /** A state, province or county code, or "" for the whole country. */
  region: string;
  postcodes: readonly string[];
  cities: readonly string[];
  rate: number;
  /** Lower runs first; one rate per priority applies. */
  priority: number;
  compound: boolean;
  /** Whether it also taxes shipping. */
  shipping: boolean;
  taxClass: TaxClass;
};

export type TaxLocation = { country: string; region?: string | null; postcode?: string | null; city?: string | null };

const same = (a: string, b: string) => a.trim().toLocaleUpperCase("en") === b.trim().toLocaleUpperCase("en");

export function rateCovers(rate: TaxRate, location: TaxLocation): boolean {
  if (rate.country !== "" && !same(rate.country, location.country)) return false;
  if (rate.region !== "" && !(location.region && same(rate.region, location.region))) return false;
  if (!postcodeCovered(rate.postcodes, location.postcode)) return false;
  return rate.cities.length === 0 || (!!location.city && rate.cities.some((city) => same(city, location.city!)));
}

/** How much of the place a rate pins down: a country, then its region, postcode and city narrow it. */
function specificity(rate: TaxRate): number {
  return (rate.country ? 8 : 0) + (rate.region ? 4 : 0) + (rate.postcodes.length ? 2 : 0) + (rate.cities.length ? 1 : 0);
}

/**
 * The rates that apply to a destination and tax class, in the order they are charged: by priority, and at
 * each priority the most specific match (the first listed among equals).
 */
export function applicableRates(rates: readonly TaxRate[], location: TaxLocation, taxClass: TaxClass): TaxRate[] {
  const byPriority = new Map<number, TaxRate>();
  for (const rate of rates) {
    if (rate.taxClass !== taxClass || !rateCovers(rate, location)) continue;
    const held = byPriority.get(rate.priority);
    if (!held || specificity(rate) > specificity(held)) byPriority.set(rate.priority, rate);
  }
  return [...byPriority.entries()].sort(([a], [b]) => a - b).map(([, rate]) => rate);
}

/** A rate as a percentage for labels: 230000 → "23", 97500 → "9.75", 3750 → "0.375". */
export function ratePercentText(rate: number): string {
  return String(Number((rate / (RATE_SCALE / 100)).toFixed(4)));
}
