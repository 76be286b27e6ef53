/**
 * What a settings field holds, described once for every settings form: money kept in cents is typed and
 * shown in the shop's currency ("4.95"), rates kept in basis points or millionths as percentages ("23"),
 * country codes, product and category ids as choices by name, and each field's label in words. The form
 * (settings-form.ts) reads a field's format here to choose its control and to turn the typed text back
 * into the stored value; the document's own schema still judges the result.
 */
import { parseMoneyInput } from "./product-editor/money-input.ts";

export type FieldFormat = "money" | "percent" | "fine-percent" | "percent-list" | "country" | "countries" | "product" | "category";

/** Field formats by path; the first match wins (a tax rate row's rate is in millionths, the legacy map's in basis points). */
const FORMATS: readonly [RegExp, FieldFormat][] = [
  [/^taxRates\.\d+\.rate$/, "fine-percent"],
  [/^rates\.\d+\.rate$/, "percent"],
  [/(^|\.)(cost|minAmount|amountMinor|minimumPayoutMinor)$/, "money"],
  [/(^|\.)basisPoints$/, "percent"],
  [/^tierShares$/, "percent-list"],
  [/(^|\.)(country|baseCountry)$/, "country"],
  [/(^|\.)countries$/, "countries"],
  [/(^|\.)productId$/, "product"],
  [/(^|\.)categoryId$/, "category"],
];

export function fieldFormat(path: string): FieldFormat | null {
  return FORMATS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** Formats whose typed text is not the stored value: they have a control kind of their own. */
export const CONVERTED_FORMATS = ["money", "percent", "fine-percent", "percent-list"] as const;
export type ConvertedFormat = (typeof CONVERTED_FORMATS)[number];
export const isConvertedFormat = (format: FieldFormat | null): format is ConvertedFormat =>
  format !== null && (CONVERTED_FORMATS as readonly string[]).includes(format);

/** Units per whole percent: basis points (2300 is 23 %) and millionths (230000 is 23 %). */
const PER_PERCENT: Record<"percent" | "fine-percent", number> = { percent: 100, "fine-percent": 10_000 };
const DECIMALS: Record<"percent" | "fine-percent", number> = { percent: 2, "fine-percent": 4 };

/** 2300 → "23", 1350 → "13.5" (basis points); 8875 → "0.8875" (millionths). */
export function percentText(stored: number, format: "percent" | "fine-percent"): string {
  return String(Number((stored / PER_PERCENT[format]).toFixed(DECIMALS[format])));
}

/** "23" → 2300, "13.5 %" → 1350; null when it is not a plain non-negative percentage with few enough decimals. */
export function parsePercent(text: string, format: "percent" | "fine-percent"): number | null {
  const compact = text.replace(/[\s%]/g, "").replace(",", ".");
  const match = /^(\d{1,7})(?:\.(\d+))?$/.exec(compact);
  if (!match || (match[2] ?? "").length > DECIMALS[format]) return null;
  const [whole, fraction = ""] = [match[1]!, match[2]];
  return Number(whole) * PER_PERCENT[format] + Number(fraction.padEnd(DECIMALS[format], "0"));
}

/** 495 → "4.95", null → "". */
export function moneyText(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A stored value as its field shows it; a value that is not the stored kind (text being corrected) as it is. */
export function convertedText(value: unknown, format: ConvertedFormat): string {
  if (value === null || value === undefined) return "";
  if (format === "percent-list") return Array.isArray(value) ? value.map((item) => convertedText(item, "percent")).join(", ") : String(value);
  if (typeof value !== "number") return String(value);
  return format === "money" ? moneyText(value) : percentText(value, format);
}

/** Typed text back into the stored value: "4.95" → 495, "" → null (no amount); text that does not fit stays text for the schema to refuse. */
export function convertedValue(text: string, format: ConvertedFormat): unknown {
  const trimmed = text.trim();
  if (format === "percent-list")
    return trimmed
      .split(/[,;\n]/)
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .map((part) => convertedValue(part, "percent"));
  if (trimmed === "") return null;
  if (format === "money") {
    const parsed = parseMoneyInput(trimmed);
    return parsed.ok ? parsed.minor : trimmed;
  }
  return parsePercent(trimmed, format) ?? trimmed;
}

/** What a converted field says when its text could not be read as its format. */
export const FORMAT_PROBLEMS: Readonly<Record<ConvertedFormat, string>> = {
  money: "Type an amount like 4.95 (digits, at most two decimals).",
  percent: "Type a percentage like 23 or 13.5.",
  "fine-percent": "Type a percentage like 23 or 0.8875 (at most four decimals).",
  "percent-list": "Type percentages separated by commas, like 20, 10.",
};

/** Labels in words where a field's own name would read as code ("minimumPayoutMinor", "iban"). */
const LABELS: Readonly<Record<string, string>> = {
  cost: "Cost",
  minAmount: "Offered from an order of",
  amountMinor: "Fixed amount",
  basisPoints: "Percentage",
  minimumPayoutMinor: "Minimum payout",
  tierShares: "Shares of the levels above",
  productId: "Product",
  categoryId: "Category",
  countries: "Countries",
  baseCountry: "Shop's base country",
  vatNumber: "VAT number",
  iban: "IBAN",
  bic: "BIC",
  bacs: "Bank transfer",
  cod: "Cash on delivery",
  logoPath: "Logo image address",
  enabledForShippingTypes: "Offered for shipping methods",
  taxRates: "Tax rates by place and class",
  rates: "Standard rates by country",
  taxClass: "Tax class",
  restOfWorld: "Rest of the world",
  vatExemptionReason: "VAT exemption reason",
  vatExemptionCode: "VAT exemption code",
  msgs: "Messages",
  sepaDebtor: "SEPA payer (your account)",
  defaultRate: "Default commission",
  productRates: "Commissions by product",
  categoryRates: "Commissions by category",
  payoutTypes: "Payout methods offered",
  customerKinds: "Documents customers see",
};

export function fieldLabel(name: string): string | undefined {
  return Object.hasOwn(LABELS, name) ? LABELS[name] : undefined;
}

/** "flat_rate" → "Flat rate", "logged-in" → "Logged in": an enum value as a choice's words. */
export function choiceLabel(value: string): string {
  if (value === "") return value;
  const words = value
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type Choice = readonly [value: string, label: string];

/** The choices of a field shown by name: countries, products and categories (given by the caller). */
export function namedChoices(
  path: string,
  format: FieldFormat | null,
  sources: {
    countries: Readonly<Record<string, string>>;
    products?: readonly { id: number; name: string }[];
    categories?: readonly { id: number; name: string }[];
  },
): Choice[] | null {
  const byName = (rows: readonly { id: number; name: string }[]) => rows.map((row) => [String(row.id), row.name] as const);
  if (format === "country" || format === "countries") {
    const countries = Object.entries(sources.countries)
      .map(([code, name]) => [code, name] as const)
      .sort((a, b) => a[1].localeCompare(b[1]));
    // A tax rate row may apply everywhere: its country may be left empty.
    return /^taxRates\.\d+\.country$/.test(path) ? [["", "Every country"], ...countries] : countries;
  }
  if (format === "product" && sources.products) return byName(sources.products);
  if (format === "category" && sources.categories) return byName(sources.categories);
  return null;
}
