/**
 * Postcode patterns, shared by tax rates and shipping zones. A pattern is one of:
 * - an exact postcode: `D02 X285` (spaces and case do not matter);
 * - a wildcard, where `*` stands for any run of characters: `D02*`, `9021*`, `SW1A*`;
 * - a numeric range with `...` between its ends: `90210...90299`. A postcode is in the range when its first
 *   digits (as many as the ends have) fall between them, so a ZIP+4 like `90215-1234` matches too.
 */

/** Upper case, without spaces: how postcodes are compared. */
export function normalizePostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/\s+/g, "");
}

export const POSTCODE_RANGE_SEPARATOR = "...";

function rangeOf(pattern: string): { low: string; high: string } | null {
  const at = pattern.indexOf(POSTCODE_RANGE_SEPARATOR);
  if (at < 0) return null;
  const low = pattern.slice(0, at);
  const high = pattern.slice(at + POSTCODE_RANGE_SEPARATOR.length);
  return /^\d+$/.test(low) && /^\d+$/.test(high) && low.length === high.length ? { low, high } : null;
}

function globMatches(pattern: string, postcode: string): boolean {
  const parts = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".*")}$`).test(postcode);
}

/** Whether a postcode matches one pattern. An empty postcode matches nothing. */
export function postcodeMatches(pattern: string, postcode: string): boolean {
  const code = normalizePostcode(postcode);
  const wanted = normalizePostcode(pattern);
  if (code === "" || wanted === "") return false;
  const range = rangeOf(wanted);
  if (range) {
    const digits = code.replace(/-/g, "").slice(0, range.low.length);
    if (!/^\d+$/.test(digits) || digits.length !== range.low.length) return false;
    return digits >= range.low && digits <= range.high;
  }
  return wanted.includes("*") ? globMatches(wanted, code) : code === wanted;
}

/** An empty list of patterns covers every postcode; otherwise one of them must match. */
export function postcodeCovered(patterns: readonly string[], postcode: string | null | undefined): boolean {
  if (patterns.length === 0) return true;
  return postcode ? patterns.some((pattern) => postcodeMatches(pattern, postcode)) : false;
}

/** Why a pattern cannot be saved, or null when it is fine (a range needs two numeric ends of one length, low first). */
export function postcodePatternProblem(pattern: string): string | null {
  const wanted = normalizePostcode(pattern);
  if (wanted === "") return "A postcode pattern cannot be empty.";
  if (!wanted.includes(POSTCODE_RANGE_SEPARATOR)) return /^[A-Z0-9*-]+$/.test(wanted) ? null : `“${pattern}” may hold only letters, digits, - and *.`;
  const range = rangeOf(wanted);
  if (!range) return `“${pattern}” is not a range: write two numbers of the same length, like 90210...90299.`;
  return range.low <= range.high ? null : `“${pattern}” starts above where it ends.`;
}
