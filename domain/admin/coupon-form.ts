/**
 * The coupon editor's form, as text, turned into a CouponInput: amounts typed as the merchant reads them
 * ("12.5" %, "5.00"), an expiry date, limits left empty for "none", id lists as the pickers post them.
 */
import { z } from "zod";
import { couponInputProblems, type CouponInput, MAX_COUPON_TARGETS, MAX_USAGE_LIMIT } from "./coupon-input.ts";
import { MAX_MONEY_MINOR, parseMoneyInput, parsePercentInput } from "./coupon-amounts.ts";
import { COUPON_CODE_MAX_LENGTH, COUPON_TYPES } from "../cart/coupons.ts";
import { ALLOWED_EMAIL_MAX_LENGTH, MAX_ALLOWED_EMAILS, parseAllowedEmails } from "../cart/coupon-emails.ts";

/** A coupon is good until the end of its expiry date in UTC: stored as the next day's first instant. */
const DAY_MS = 86_400_000;

export function expiryOfDate(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS);
}

/** The expiry date the editor shows for a stored expiry: the last day the coupon works. */
export function dateOfExpiry(expiresAt: Date): string {
  return new Date(expiresAt.getTime() - 1).toISOString().slice(0, 10);
}

const blank = (text: string) => text.trim() === "";
const checkbox = z.literal("on").optional();
const idList = z
  .string()
  .max(MAX_COUPON_TARGETS * 12)
  .regex(/^[\d,\s]*$/, "Pick from the list.")
  .default("");
const optionalWhole = z
  .string()
  .max(12)
  .default("")
  .refine((text) => blank(text) || (/^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_USAGE_LIMIT), {
    message: `Leave empty for no limit, or give a whole number from 1 to ${MAX_USAGE_LIMIT.toLocaleString("en-GB")}.`,
  });
const optionalMoney = z
  .string()
  .max(16)
  .default("")
  .refine((text) => blank(text) || (parseMoneyInput(text) ?? Infinity) <= MAX_MONEY_MINOR, { message: "Type an amount such as 25 or 25.50." });

export const couponFormSchema = z.strictObject({
  intent: z.string().max(20).optional(),
  version: z.string().max(12).optional(),
  code: z.string().max(COUPON_CODE_MAX_LENGTH * 2),
  type: z.enum(COUPON_TYPES, "Choose a discount type."),
  amount: z.string().max(16),
  expiresOn: z
    .string()
    .default("")
    .refine((text) => blank(text) || (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))), {
      message: "Pick a date, or leave it empty for no expiry.",
    }),
  usageLimit: optionalWhole,
  usageLimitPerCustomer: optionalWhole,
  minimumSpend: optionalMoney,
  maximumSpend: optionalMoney,
  productIds: idList,
  excludedProductIds: idList,
  categoryIds: idList,
  excludedCategoryIds: idList,
  individualUse: checkbox,
  freeShipping: checkbox,
  excludeSaleItems: checkbox,
  /** Comma separated (line breaks too). */
  allowedEmails: z
    .string()
    .max(MAX_ALLOWED_EMAILS * (ALLOWED_EMAIL_MAX_LENGTH + 2))
    .default(""),
});
export type CouponForm = z.output<typeof couponFormSchema>;

const idsOf = (text: string) =>
  [
    ...new Set(
      text
        .split(/[,\s]+/)
        .filter(Boolean)
        .map(Number),
    ),
  ].filter((n) => Number.isSafeInteger(n) && n > 0);
const orNull = <T>(text: string, parse: (text: string) => T) => (blank(text) ? null : parse(text));

/** The form's text as a coupon input, or the errors beside the fields (the amount by its type, cross-field rules). */
export function couponInputOfForm(form: CouponForm): { ok: true; input: CouponInput } | { ok: false; fields: Record<string, string> } {
  const amount = form.type === "percent" ? parsePercentInput(form.amount) : parseMoneyInput(form.amount);
  if (amount === null || amount > MAX_MONEY_MINOR) {
    const example = form.type === "percent" ? "10 or 12.5" : "5 or 5.50";
    return { ok: false, fields: { amount: `Type an amount such as ${example}.` } };
  }
  const emails = parseAllowedEmails(form.allowedEmails);
  const input: CouponInput = {
    code: form.code.trim(),
    type: form.type,
    amount,
    expiresAt: orNull(form.expiresOn, (date) => expiryOfDate(date).toISOString()),
    usageLimit: orNull(form.usageLimit, Number),
    usageLimitPerCustomer: orNull(form.usageLimitPerCustomer, Number),
    minimumSpend: orNull(form.minimumSpend, (text) => parseMoneyInput(text)!),
    maximumSpend: orNull(form.maximumSpend, (text) => parseMoneyInput(text)!),
    productIds: idsOf(form.productIds),
    excludedProductIds: idsOf(form.excludedProductIds),
    categoryIds: idsOf(form.categoryIds),
    excludedCategoryIds: idsOf(form.excludedCategoryIds),
    individualUse: form.individualUse === "on",
    freeShipping: form.freeShipping === "on",
    excludeSaleItems: form.excludeSaleItems === "on",
    allowedEmails: emails.ok ? emails.emails : [],
  };
  const problems = couponInputProblems(input);
  if (input.code === "") problems.code = "Give the coupon a code.";
  if (!emails.ok) problems.allowedEmails = emails.message;
  return Object.keys(problems).length === 0 ? { ok: true, input } : { ok: false, fields: problems };
}
