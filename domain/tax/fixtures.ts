/** Real rates for tests and the demo shop: Ireland, Germany, New York City, and Quebec's compound QST of 2012. */
import type { TaxClass, TaxRate } from "./rates.ts";

const rate = (id: string, label: string, country: string, millionths: number, extra: Partial<TaxRate> & { taxClass?: TaxClass } = {}): TaxRate => ({
  id,
  label,
  country,
  region: "",
  postcodes: [],
  cities: [],
  rate: millionths,
  priority: 1,
  compound: false,
  shipping: true,
  taxClass: "standard",
  ...extra,
});

export const IRELAND_RATES: TaxRate[] = [
  rate("ie-standard", "VAT", "IE", 230_000),
  rate("ie-reduced", "VAT", "IE", 135_000, { taxClass: "reduced" }),
  rate("ie-zero", "VAT", "IE", 0, { taxClass: "zero" }),
];

export const GERMANY_RATES: TaxRate[] = [rate("de-standard", "MwSt.", "DE", 190_000), rate("de-reduced", "MwSt.", "DE", 70_000, { taxClass: "reduced" })];

/** New York State 4 %, New York City 4.5 %, and the Metropolitan Commuter Transportation District 0.375 % (8.875 % in the city). */
export const NEW_YORK_RATES: TaxRate[] = [
  rate("ny-state", "NY state tax", "US", 40_000, { region: "NY" }),
  rate("nyc-city", "NYC sales tax", "US", 45_000, { region: "NY", cities: ["New York"], priority: 2 }),
  rate("nyc-mctd", "MCTD", "US", 3_750, { region: "NY", postcodes: ["10001...10499", "11201...11697"], priority: 3 }),
];

/** Quebec in 2012: GST 5 %, and QST 9.5 % charged on the price plus the GST. */
export const QUEBEC_2012_RATES: TaxRate[] = [
  rate("ca-gst", "GST", "CA", 50_000),
  rate("qc-qst", "QST", "CA", 95_000, { region: "QC", priority: 2, compound: true }),
];
