/**
 * A coupon as the admin writes it (the JSON API's body, and what the editor's form becomes), in stored
 * units: basis points for percent coupons, minor units for money. The rules the cart applies are the
 * cart's own schema (`couponSchema`, domain/cart/coupons.ts), run over the result; the admin adds the
 * cross-field rules a merchant can get wrong: minimum above maximum, a product both targeted and excluded.
 */
import { z } from "zod";
import { ALLOWED_EMAIL_HINT, allowedEmailsSchema, isAllowedEmailEntry } from "../cart/coupon-emails.ts";
import { COUPON_CODE_MAX_LENGTH, COUPON_TYPES, couponSchema } from "../cart/coupons.ts";
import { MAX_MONEY_MINOR } from "./coupon-amounts.ts";
import { int4 } from "../limits.ts";

/** Enough for any real list of products or categories, small enough to keep a request bounded. */
export const MAX_COUPON_TARGETS = 200;
/** Usage limits above this are a typing slip, not a plan. */
export const MAX_USAGE_LIMIT = 1_000_000;

const money = z.number().int().min(0).max(MAX_MONEY_MINOR);
const ids = z.array(int4(1)).max(MAX_COUPON_TARGETS);
const limit = z.number().int().min(1).max(MAX_USAGE_LIMIT).nullable();

export const couponInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, "Give the coupon a code.")
    .max(COUPON_CODE_MAX_LENGTH, `A code has at most ${COUPON_CODE_MAX_LENGTH} characters.`)
    .regex(/^[^\p{Cc}]+$/u, "A code cannot hold control characters."),
  type: z.enum(COUPON_TYPES),
  amount: money,
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  usageLimit: limit,
  usageLimitPerCustomer: limit,
  minimumSpend: money.nullable(),
  maximumSpend: money.nullable(),
  productIds: ids,
  excludedProductIds: ids,
  categoryIds: ids,
  excludedCategoryIds: ids,
  individualUse: z.boolean(),
  freeShipping: z.boolean(),
  excludeSaleItems: z.boolean(),
  /** Addresses or `*` patterns (`*@example.com`) allowed to use it, matched against the billing and account e-mail; empty or left out: everyone. */
  allowedEmails: allowedEmailsSchema.default([]),
});
export type CouponInput = z.output<typeof couponInputSchema>;

const overlap = (a: readonly number[], b: readonly number[]) => a.some((id) => b.includes(id));

/** The cross-field refusals, keyed by the field to show them beside; empty when the coupon holds together. */
export function couponInputProblems(input: CouponInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.minimumSpend !== null && input.maximumSpend !== null && input.minimumSpend > input.maximumSpend) {
    problems.maximumSpend = "The maximum spend cannot be below the minimum spend.";
  }
  if (input.usageLimit !== null && input.usageLimitPerCustomer !== null && input.usageLimitPerCustomer > input.usageLimit) {
    problems.usageLimitPerCustomer = "The limit per customer cannot be above the coupon's usage limit.";
  }
  if (overlap(input.productIds, input.excludedProductIds)) problems.excludedProductIds = "A product cannot be both included and excluded.";
  if (overlap(input.categoryIds, input.excludedCategoryIds)) problems.excludedCategoryIds = "A category cannot be both included and excluded.";
  const wrongEmail = input.allowedEmails.find((entry) => !isAllowedEmailEntry(entry));
  if (wrongEmail !== undefined) problems.allowedEmails = `"${wrongEmail}" is not ${ALLOWED_EMAIL_HINT}.`;
  // The cart's own rules last, so the admin can never store a coupon the cart would refuse to read.
  const cart = couponSchema.safeParse({ ...input, usageCount: 0 });
  if (!cart.success) for (const issue of cart.error.issues) problems[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return problems;
}
