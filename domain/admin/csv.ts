/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends). A cell that starts like a formula (=, +, -, @,
 * tab, carriage return) is prefixed with an apostrophe so a spreadsheet shows it as text instead of
 * running it: order notes and names are typed by shoppers (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined | Date;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(",") + "\r\n";
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLine(header) + rows.map(csvLine).join("");
}
