/** Wording of the catalogue UI, kept apart from the components so it can be tested as plain functions. */
import type { StockStatus } from "../../domain/catalog/types.ts";
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from "../../domain/money.ts";

const STOCK_LABELS: Record<StockStatus, string> = {
  instock: "In stock",
  outofstock: "Out of stock",
  onbackorder: "Available on backorder",
};

export function stockLabel(status: StockStatus): string {
  return STOCK_LABELS[status];
}

/** "Showing 13–24 of 61 results", or the shorter forms for one page and for a single result. */
export function resultCountText(page: number, perPage: number, total: number): string {
  if (total <= 0) return "No products found";
  if (total === 1) return "Showing the single result";
  if (total <= perPage && page === 1) return `Showing all ${total} results`;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  return `Showing ${first}–${last} of ${total} results`;
}

/** Ratings read to two decimals at most: 4.25 stays 4.25, 4 reads "4", never "4.00". */
export function formatRating(average: number): string {
  return String(Math.round(average * 100) / 100);
}

export function ratingLabel(average: number): string {
  return `Rated ${formatRating(average)} out of 5`;
}

/**
 * A stored swatch colour when it is a plain CSS colour (a hex value, an rgb()/hsl() function or a
 * colour name), otherwise null: the value lands in a style attribute and must not carry other CSS.
 */
export function safeCssColor(value: string | null): string | null {
  if (value === null) return null;
  const color = value.trim();
  const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
  const fn = /^(?:rgb|rgba|hsl|hsla|oklch|oklab)\(\s*[-0-9.%,\s/a-z]*\)$/i;
  const name = /^[a-z]{3,30}$/i;
  return hex.test(color) || fn.test(color) || name.test(color) ? color : null;
}

/** The shop currency's sign ("€"), for labels of amount fields. */
export function currencySymbol(currency: string = DEFAULT_CURRENCY, locale: string = DEFAULT_LOCALE): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}
