/**
 * How the coupon editor types amounts and how it shows them back, without zod so the editor's browser
 * code may use it: money as "5.00" (integer minor units stored), percentages as "10" or "12.5" (basis
 * points stored, so a fractional percentage stays an integer; see domain/cart/coupons.ts).
 */
import { PERCENT_BASIS_POINTS, type CouponType } from "../cart/coupons.ts";

/** Minor units per unit of the shop's currencies (all of them have cents). */
export const MINOR_PER_UNIT = 100;
/** Basis points per percent: "12.5" % is 1250. */
export const BASIS_POINTS_PER_PERCENT = 100;
/** The largest money amount the editor takes (a million in the currency), well inside an integer column. */
export const MAX_MONEY_MINOR = 100_000_000;

const MONEY = /^\d{1,9}(?:[.,]\d{1,2})?$/;
const PERCENT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/** "5", "5.5", "5.50" or "5,50" → 550; null when it is not an amount of money with at most two decimals. */
export function parseMoneyInput(text: string): number | null {
  const trimmed = text.trim();
  if (!MONEY.test(trimmed)) return null;
  const [units, fraction = ""] = trimmed.replace(",", ".").split(".");
  return Number(units) * MINOR_PER_UNIT + Number(fraction.padEnd(2, "0"));
}

/** "10" → 1000, "12.5" → 1250; null when it is not a percentage with at most two decimals. */
export function parsePercentInput(text: string): number | null {
  const trimmed = text.trim();
  if (!PERCENT.test(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.replace(",", ".").split(".");
  return Number(whole) * BASIS_POINTS_PER_PERCENT + Number(fraction.padEnd(2, "0"));
}

/** 550 → "5.50": what the editor's money field shows. */
export function moneyInputOf(minor: number): string {
  return `${Math.trunc(minor / MINOR_PER_UNIT)}.${String(minor % MINOR_PER_UNIT).padStart(2, "0")}`;
}

/** 1250 → "12.5", 1000 → "10": what the editor's percentage field shows (no trailing zeros). */
export function percentInputOf(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / BASIS_POINTS_PER_PERCENT);
  const fraction = String(basisPoints % BASIS_POINTS_PER_PERCENT)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The stored amount as the editor shows it, for the coupon's type. */
export function amountInputOf(type: CouponType, amount: number): string {
  return type === "percent" ? percentInputOf(amount) : moneyInputOf(amount);
}

/** The amount as a list shows it: "12.5 %" or "€5.00". */
export function amountLabelOf(type: CouponType, amount: number, formatMoney: (minor: number) => string): string {
  return type === "percent" ? `${percentInputOf(amount)} %` : formatMoney(amount);
}

export const MAX_PERCENT_BASIS_POINTS = PERCENT_BASIS_POINTS;
