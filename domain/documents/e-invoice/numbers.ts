/**
 * How EN 16931 writes numbers: amounts in major units with exactly two decimals ("12.30", "-0.01"),
 * rates as a plain percentage ("23", "13.5"), quantities and unit prices without trailing zeros.
 * The model keeps money in minor units and rates in basis points; this is the only place that converts.
 */

/** Decimals of an amount: EN 16931 allows at most two (BR-DEC-*), the euro has two. */
export const AMOUNT_DECIMALS = 2;
/** Unit prices may carry more decimals than amounts; four keep a price exact to a hundredth of a cent. */
export const PRICE_DECIMALS = 4;
const BASIS_POINTS_PER_PERCENT = 100;

/** 1234 → "12.34", -5 → "-0.05". */
export function amount(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const unit = 10 ** AMOUNT_DECIMALS;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(AMOUNT_DECIMALS, "0")}`;
}

/** 2300 → "23", 1350 → "13.5", 0 → "0". */
export function percent(basisPoints: number): string {
  return trimDecimal((basisPoints / BASIS_POINTS_PER_PERCENT).toFixed(2));
}

/** A unit price given in (possibly fractional) minor units: 1250 → "12.5", 833.3333 → "8.3333". */
export function price(minor: number): string {
  return trimDecimal((minor / 10 ** AMOUNT_DECIMALS).toFixed(PRICE_DECIMALS));
}

export function quantity(value: number): string {
  return trimDecimal(value.toFixed(PRICE_DECIMALS));
}

function trimDecimal(text: string): string {
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

/** "2026-11-27" → "20261127", CII's date format 102. */
export function ciiDate(isoDate: string): string {
  return isoDate.replaceAll("-", "");
}
