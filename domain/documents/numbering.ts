/**
 * Gapless document numbers (invoices, credit notes): how a series turns a counter value into the number
 * printed, and which counter a document draws from. A series that starts again each year keeps one
 * counter per year ("invoice:2026"); any other keeps one for ever ("invoice").
 */
import { NUMBER_YEAR_PLACEHOLDER, type NumberSeries } from "./document-settings.ts";
import type { NumberedKind } from "./kinds.ts";

/** The counter a document of this kind, issued in this year, takes its number from. */
export function counterKeyFor(kind: NumberedKind, series: Pick<NumberSeries, "yearlyReset">, year: number): string {
  return series.yearlyReset ? `${kind}:${year}` : kind;
}

/** `{year}` in a prefix or suffix, as the four-digit year of issue (every occurrence). */
export function withYear(text: string, year: number): string {
  return text.split(NUMBER_YEAR_PLACEHOLDER).join(String(year));
}

/** The printed number: prefix, the sequence zero-padded to the series' width (never cut), suffix. */
export function formatDocumentNumber(series: NumberSeries, sequence: number, year: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`A document sequence starts at 1, not ${sequence}.`);
  return `${withYear(series.prefix, year)}${String(sequence).padStart(series.padding, "0")}${withYear(series.suffix, year)}`;
}

/** The calendar year of an ISO date (YYYY-MM-DD…): the year a document is numbered in. */
export function yearOfIsoDate(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  if (!Number.isInteger(year) || year < 1000) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return year;
}
