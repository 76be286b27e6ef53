/**
 * Prices as merchants type them in the editor ("12.50", "12,50", "€ 12.5") into integer minor units, and
 * back. Anything ambiguous (a thousands separator, three decimals, a sign) is refused rather than guessed.
 */

/** The dearest price the editor accepts: a million in major units keeps every total far from overflow. */
export const MAX_PRICE_MINOR = 100_000_000;

const AMOUNT_PATTERN = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;
const CURRENCY_SIGNS = /[€$£\s]/g;

export type MoneyParse = { ok: true; minor: number | null } | { ok: false; message: string };

/** "" → no price (null); "12.50" → 1250; "12,5" → 1250; "abc", "-1", "1.234" → refused with the reason. */
export function parseMoneyInput(text: string): MoneyParse {
  const compact = text.replace(CURRENCY_SIGNS, "");
  if (compact === "") return { ok: true, minor: null };
  const match = AMOUNT_PATTERN.exec(compact);
  if (!match) return { ok: false, message: "Type an amount like 12.50 (digits, at most two decimals)." };
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (minor > MAX_PRICE_MINOR) return { ok: false, message: "That amount is too large." };
  return { ok: true, minor };
}

/** 1250 → "12.50", null → "": what the editor's price fields show. */
export function formatMoneyInput(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return "";
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}
