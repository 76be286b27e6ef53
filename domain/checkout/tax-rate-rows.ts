/**
 * Tax settings v2: the shop's tax rate rows (domain/tax's TaxRate) and how a stored legacy `rates` record
 * (country → basis points) reads as rows. A legacy entry is a standard-class rate labelled "VAT" at
 * priority 1 that taxes shipping when the shop does, so stores saved before the rows existed keep every
 * figure they had.
 */
import { z } from "zod";
import { GERMANY_RATES, IRELAND_RATES, NEW_YORK_RATES } from "../tax/fixtures.ts";
import { postcodePatternProblem } from "../tax/postcode.ts";
import { RATE_SCALE, TAX_CLASSES, type TaxRate } from "../tax/rates.ts";
import { COUNTRY_CODE_PATTERN } from "./countries.ts";

export const LEGACY_RATE_LABEL = "VAT";
/** Basis points (2300) to the engine's millionths (230000). */
export const MILLIONTHS_PER_BASIS_POINT = RATE_SCALE / 10_000;

const trimmedList = z.array(z.string().trim().min(1).max(64)).max(500);

export const taxRateRowSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "An id is lower-case letters, digits and dashes."),
  label: z.string().trim().min(1, "A rate needs a label.").max(60),
  country: z.union([z.literal(""), z.string().regex(COUNTRY_CODE_PATTERN)]),
  region: z.string().trim().toUpperCase().max(10),
  postcodes: trimmedList.superRefine((patterns, ctx) => {
    patterns.forEach((pattern, index) => {
      const problem = postcodePatternProblem(pattern);
      if (problem) ctx.addIssue({ code: "custom", path: [index], message: problem });
    });
  }),
  cities: trimmedList,
  rate: z.number().int().min(0).max(RATE_SCALE),
  priority: z.number().int().min(1).max(99),
  compound: z.boolean(),
  shipping: z.boolean(),
  taxClass: z.enum(TAX_CLASSES),
});

export const taxRateRowsSchema = z
  .array(taxRateRowSchema)
  .max(1000)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: `The id “${row.id}” is used twice.` });
      seen.add(row.id);
    });
  });

type LegacyTax = { taxShipping: boolean; rates?: Readonly<Record<string, number>> | undefined; taxRates?: readonly TaxRate[] | undefined };

/** A legacy country → basis points record as standard-class rows. */
export function legacyRateRows(rates: Readonly<Record<string, number>>, taxShipping: boolean): TaxRate[] {
  return Object.entries(rates).map(([country, basisPoints]) => ({
    id: `legacy-${country.toLowerCase()}`,
    label: LEGACY_RATE_LABEL,
    country,
    region: "",
    postcodes: [],
    cities: [],
    rate: basisPoints * MILLIONTHS_PER_BASIS_POINT,
    priority: 1,
    compound: false,
    shipping: taxShipping,
    taxClass: "standard",
  }));
}

/** Every rate row in force: the legacy record read as rows, then the rows saved as rows. */
export function taxRatesOf(settings: LegacyTax): TaxRate[] {
  return [...legacyRateRows(settings.rates ?? {}, settings.taxShipping), ...(settings.taxRates ?? [])];
}

/** The sum of a line's rates in basis points (what an order line records as its `taxRate`), rounded. */
export function basisPointsOf(rates: readonly Pick<TaxRate, "rate">[]): number {
  return Math.round(rates.reduce((sum, rate) => sum + rate.rate, 0) / MILLIONTHS_PER_BASIS_POINT);
}

/**
 * The demo shop's rows beside its legacy standard rates: Ireland's and Germany's reduced and zero rates,
 * and New York (state, city and commuter district, each at its own priority), from domain/tax/fixtures.ts.
 */
export const DEMO_TAX_RATE_ROWS: TaxRate[] = [
  ...IRELAND_RATES.filter((rate) => rate.taxClass !== "standard"),
  ...GERMANY_RATES.filter((rate) => rate.taxClass !== "standard").map((rate) => ({ ...rate, label: LEGACY_RATE_LABEL })),
  { ...IRELAND_RATES.find((rate) => rate.taxClass === "zero")!, id: "de-zero", country: "DE" },
  ...NEW_YORK_RATES,
];
