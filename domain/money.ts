/**
 * Money is kept in integer minor units (cents) everywhere and turned into text only here, at the edge.
 * The demo shop sells in euros with English copy; Irish English is the English of the euro area and
 * writes amounts as shoppers expect (€1,234.50).
 */
export const DEFAULT_CURRENCY = "EUR";
export const DEFAULT_LOCALE = "en-IE";

/** Amounts typed by shoppers and in URLs are in major units with at most two decimals. */
const MAJOR_AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

// Building a formatter costs far more than using one; a listing page formats dozens of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const cacheKey = `${locale}|${currency}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** Formats minor units; the currency's own number of decimals decides the divisor (2 for EUR, 0 for JPY). */
export function formatMoney(minor: number, currency: string = DEFAULT_CURRENCY, locale: string = DEFAULT_LOCALE): string {
  const formatter = currencyFormatter(currency, locale);
  const decimals = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minor / 10 ** decimals);
}

/** "€10.00" for a single price, "€10.00 – €25.00" for a range. */
export function formatPriceRange(range: { min: number; max: number }, currency: string = DEFAULT_CURRENCY, locale: string = DEFAULT_LOCALE): string {
  const min = formatMoney(range.min, currency, locale);
  return range.min === range.max ? min : `${min} – ${formatMoney(range.max, currency, locale)}`;
}

/** "12.5" → 1250. Null for anything but a plain non-negative amount with at most two decimals. */
export function parseMajorAmount(text: string): number | null {
  const match = MAJOR_AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1250 → "12.5", 1200 → "12": the shortest text parseMajorAmount reads back as the same amount. */
export function toMajorAmountString(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const cents = abs % 100;
  const whole = `${sign}${Math.floor(abs / 100)}`;
  return cents === 0 ? whole : `${whole}.${String(cents).padStart(2, "0").replace(/0$/, "")}`;
}
