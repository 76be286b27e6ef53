import { parseCsv } from "./csv-parse.ts";

/**
 * The product import's rules: a CSV of simple products with a header row in any column order, each row
 * either accepted as a product to create or refused with its reason. The caller passes what the database
 * knows (category slugs, SKUs already taken).
 */
export const MAX_IMPORT_ROWS = 5_000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_NAME = 200;
export const MAX_IMPORT_SKU = 64;
export const MAX_IMPORT_PRICE_MINOR = 100_000_000;
export const MAX_IMPORT_STOCK = 1_000_000;

export const IMPORT_COLUMNS = ["name", "sku", "regular_price", "sale_price", "stock_quantity", "categories", "status"] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED: Column[] = ["name", "regular_price"];

export type ImportRow = {
  line: number;
  name: string;
  sku: string | null;
  regularPrice: number;
  salePrice: number | null;
  stockQuantity: number | null;
  categorySlugs: string[];
  status: "publish" | "draft";
};
export type RefusedRow = { line: number; name: string; reason: string };
export type ImportCheck = { ok: true; valid: ImportRow[]; refused: RefusedRow[] } | { ok: false; error: string };
export type ImportKnowledge = { categorySlugs: ReadonlySet<string>; takenSkus: ReadonlySet<string> };

/** "Regular price", "regular-price" and "REGULAR_PRICE" all name the same column. */
export function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** "12.50" or "12,50" → 1250 minor units; null for an empty cell; NaN for anything else. */
export function parseMoney(text: string): number | null {
  const value = text.trim();
  if (value === "") return null;
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, cents = ""] = value.split(/[.,]/);
  return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
}

function checkRow(cells: Record<Column, string>, line: number, known: ImportKnowledge, seenSkus: Set<string>): ImportRow | RefusedRow {
  const name = cells.name.trim();
  const refuse = (reason: string): RefusedRow => ({ line, name, reason });
  if (!name) return refuse("The name is empty.");
  if (name.length > MAX_IMPORT_NAME) return refuse(`The name is longer than ${MAX_IMPORT_NAME} characters.`);
  const sku = cells.sku.trim() || null;
  if (sku !== null) {
    if (sku.length > MAX_IMPORT_SKU || /\s/.test(sku)) return refuse(`The SKU must be at most ${MAX_IMPORT_SKU} characters without spaces.`);
    const key = sku.toLowerCase();
    if (known.takenSkus.has(key)) return refuse(`The SKU ${sku} is already used by another product.`);
    if (seenSkus.has(key)) return refuse(`The SKU ${sku} appears twice in the file.`);
  }
  const regularPrice = parseMoney(cells.regular_price);
  if (regularPrice === null || Number.isNaN(regularPrice) || regularPrice > MAX_IMPORT_PRICE_MINOR)
    return refuse("The regular price must be an amount such as 12.50.");
  const salePrice = parseMoney(cells.sale_price);
  if (Number.isNaN(salePrice)) return refuse("The sale price must be an amount such as 9.99, or empty.");
  if (salePrice !== null && salePrice >= regularPrice) return refuse("The sale price must be below the regular price.");
  const stockText = cells.stock_quantity.trim();
  const stockQuantity = stockText === "" ? null : /^\d{1,7}$/.test(stockText) ? Number(stockText) : Number.NaN;
  if (Number.isNaN(stockQuantity) || (stockQuantity ?? 0) > MAX_IMPORT_STOCK)
    return refuse(`The stock quantity must be a whole number from 0 to ${MAX_IMPORT_STOCK}, or empty.`);
  const categorySlugs = [
    ...new Set(
      cells.categories
        .split("|")
        .map((slug) => slug.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const unknown = categorySlugs.filter((slug) => !known.categorySlugs.has(slug));
  if (unknown.length) return refuse(`No category has the slug ${unknown.join(", ")}.`);
  const status = cells.status.trim().toLowerCase() || "publish";
  if (status !== "publish" && status !== "draft") return refuse("The status must be publish or draft.");
  if (sku) seenSkus.add(sku.toLowerCase());
  return { line, name, sku, regularPrice, salePrice, stockQuantity, categorySlugs, status };
}

/** Parses and checks a whole file: the limits and the header first, then each row on its own. */
export function checkImport(text: string, known: ImportKnowledge): ImportCheck {
  if (new TextEncoder().encode(text).byteLength > MAX_IMPORT_BYTES) return { ok: false, error: "The file is larger than 2 MB." };
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [header, ...rows] = parsed.records;
  if (!header) return { ok: false, error: "The file is empty." };
  if (rows.length === 0) return { ok: false, error: "The file has a header row but no products." };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, error: `The file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once.` };
  const keys = header.map(columnKey);
  const missing = REQUIRED.filter((column) => !keys.includes(column));
  if (missing.length) return { ok: false, error: `The header row needs the columns ${missing.join(", ")}.` };
  const index = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, keys.indexOf(column)])) as Record<Column, number>;
  const valid: ImportRow[] = [];
  const refused: RefusedRow[] = [];
  const seenSkus = new Set<string>();
  rows.forEach((cellsOfRow, i) => {
    const cells = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, index[column] >= 0 ? (cellsOfRow[index[column]] ?? "") : ""])) as Record<
      Column,
      string
    >;
    const result = checkRow(cells, i + 2, known, seenSkus);
    if ("reason" in result) refused.push(result);
    else valid.push(result);
  });
  return { ok: true, valid, refused };
}
