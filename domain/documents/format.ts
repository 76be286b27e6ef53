/**
 * How a document writes its values. Documents are read on paper, long after the order: dates spelled out
 * ("3 March 2026", never 03/03), money in the document's own currency, tax rates as percentages.
 */
import { COUNTRY_NAMES } from "../checkout/countries.ts";
import { DEFAULT_LOCALE, formatMoney } from "../money.ts";
import type { DocumentParty } from "./model.ts";

/** The documents are written in the shop's language. */
export const DOCUMENT_LOCALE = DEFAULT_LOCALE;
export const DOCUMENT_LANG = "en";

const DATE = new Intl.DateTimeFormat(DOCUMENT_LOCALE, { dateStyle: "long", timeZone: "UTC" });
const PERCENT = new Intl.NumberFormat(DOCUMENT_LOCALE, { style: "percent", maximumFractionDigits: 2 });
const KILOGRAMS = new Intl.NumberFormat(DOCUMENT_LOCALE, { style: "unit", unit: "kilogram", maximumFractionDigits: 2 });

/** "2026-03-03" → "3 March 2026". The date is a calendar day, so it is read in UTC and never shifts. */
export function formatDocumentDate(isoDate: string): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDate : DATE.format(day);
}

export function formatDocumentMoney(minor: number, currency: string): string {
  return formatMoney(minor, currency, DOCUMENT_LOCALE);
}

/** Basis points → "23%", "13.5%". */
export function formatTaxRate(basisPoints: number): string {
  return PERCENT.format(basisPoints / 10_000);
}

/** Grams → "1.25 kg". */
export function formatWeight(grams: number): string {
  return KILOGRAMS.format(grams / 1000);
}

export function countryName(code: string): string {
  return COUNTRY_NAMES[code.toUpperCase()] ?? code;
}

/**
 * A party as an address block: name, company, street lines, country, then what the options ask for.
 * Empty fields leave no blank line.
 */
export function partyLines(party: DocumentParty, options: { contact: boolean; vat: boolean }): string[] {
  // A shop's name is also its company name: printed once.
  const company = party.company.trim() === party.name.trim() ? "" : party.company;
  const lines = [party.name, company, ...party.addressLines, party.country === "" ? "" : countryName(party.country)];
  if (options.contact) lines.push(party.email, party.phone);
  if (options.vat && party.vatNumber.trim() !== "") lines.push(`VAT number: ${party.vatNumber}`);
  return lines.map((line) => line.trim()).filter((line) => line !== "");
}
