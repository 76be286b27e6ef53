/**
 * A card as a shopper types it: the number (checked with the Luhn digit), the expiry month and year, the
 * security code. Only the test gateway and the pay form see these; a real provider takes the card in its
 * own field, so nothing here is ever stored.
 */

/** Digits only: spaces and dashes are how people type card numbers. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = "visa" | "mastercard" | "amex" | "other";

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "other";
}

export type CardInput = { number: string; expiry: string; cvc: string };
export type CardProblem = { field: keyof CardInput; message: string };

/** `MM/YY` or `MM / YYYY` → month and four-digit year, or null. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** What is wrong with a typed card, field by field; `today` is passed in (a card is good through its expiry month). */
export function cardProblems(card: CardInput, today: { month: number; year: number }): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = normalizeCardNumber(card.number);
  if (!luhnValid(digits)) problems.push({ field: "number", message: "The card number is not valid." });
  const expiry = parseExpiry(card.expiry);
  if (!expiry) problems.push({ field: "expiry", message: "Enter the expiry date as MM/YY." });
  else if (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month))
    problems.push({ field: "expiry", message: "The card has expired." });
  const cvcLength = cardBrand(digits) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) problems.push({ field: "cvc", message: `The security code is ${cvcLength} digits.` });
  return problems;
}

/** The last four digits, which is all an order keeps of a card. */
export const lastFour = (digits: string) => normalizeCardNumber(digits).slice(-4);
