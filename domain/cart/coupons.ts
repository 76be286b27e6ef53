/**
 * Coupon rules: the coupon's shape, which cart lines it covers and whether it may be applied now.
 * Amounts: `percent` coupons hold basis points (1250 = 12.5 %) so a fractional percentage stays an
 * integer; `fixed_cart` and `fixed_product` hold integer minor units. Shopper-facing texts follow the
 * wording WooCommerce shoppers know, since the spec gives none.
 */
import { z } from "zod";
import { formatMoney } from "../money.ts";
import { couponEmailStatus } from "./coupon-emails.ts";

export const COUPON_TYPES = ["percent", "fixed_cart", "fixed_product"] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const PERCENT_BASIS_POINTS = 10_000;
export const COUPON_CODE_MAX_LENGTH = 50;

/** Codes are matched trimmed and case-insensitively; lower case is the stored form. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toLowerCase();
}

const minor = z.number().int().nonnegative();
const ids = z.array(z.number().int().positive()).default([]);

export const couponSchema = z
  .object({
    code: z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH).transform(normalizeCouponCode),
    type: z.enum(COUPON_TYPES),
    amount: minor,
    expiresAt: z.coerce.date().nullable().default(null),
    usageLimit: z.number().int().positive().nullable().default(null),
    usageCount: z.number().int().nonnegative().default(0),
    usageLimitPerCustomer: z.number().int().positive().nullable().default(null),
    minimumSpend: minor.nullable().default(null),
    maximumSpend: minor.nullable().default(null),
    productIds: ids,
    excludedProductIds: ids,
    categoryIds: ids,
    excludedCategoryIds: ids,
    individualUse: z.boolean().default(false),
    freeShipping: z.boolean().default(false),
    excludeSaleItems: z.boolean().default(false),
    /** Addresses or `*` patterns allowed to use it (coupon-emails.ts); empty: everyone. */
    allowedEmails: z.array(z.string()).default([]),
  })
  .refine((c) => c.type !== "percent" || c.amount <= PERCENT_BASIS_POINTS, { message: "A percentage cannot exceed 100 %.", path: ["amount"] });
export type Coupon = z.output<typeof couponSchema>;

/** What a coupon needs to know about a cart line to decide whether it covers it. */
export type CouponLine = {
  productId: number;
  /** A coupon naming a variation covers that variation only. */
  variationId?: number | null;
  categoryIds: readonly number[];
  onSale: boolean;
  name?: string;
};

export const COUPON_MESSAGES = {
  applied: "Coupon code applied successfully.",
  removed: "Coupon has been removed.",
  please_enter: "Please enter a coupon code.",
  not_found: 'Coupon "{code}" cannot be applied because it does not exist.',
  expired: "This coupon has expired.",
  usage_limit_reached: "Coupon usage limit has been reached.",
  customer_limit_reached: "You have already used this coupon as many times as it allows.",
  minimum_spend: "The minimum spend for this coupon is {amount}.",
  maximum_spend: "The maximum spend for this coupon is {amount}.",
  not_applicable: "Sorry, this coupon is not applicable to your cart contents.",
  not_applicable_selected: "Sorry, this coupon is not applicable to selected products.",
  excluded_products: "Sorry, this coupon is not applicable to the products: {products}.",
  excluded_categories: "Sorry, this coupon is not applicable to some categories of the products in your cart.",
  sale_items: "Sorry, this coupon is not valid for sale items.",
  already_applied: "Coupon code already applied!",
  individual_use_conflict: 'Sorry, coupon "{code}" has already been applied and cannot be used in conjunction with other coupons.',
  not_yours: 'Sorry, it seems the coupon "{code}" is not yours. It has been removed from your order.',
  email_not_allowed: 'Sorry, coupon "{code}" is not for your e-mail address. Please enter an e-mail address it allows.',
  applied_pending_email: "Coupon code applied. It applies if your e-mail address qualifies: the discount counts once you enter it at checkout.",
  pending_email: "Applies if your e-mail address qualifies",
} as const;

/** Texts that are not refusals: an outcome, or the note beside a coupon waiting for the buyer's e-mail. */
type NotARefusal = "applied" | "removed" | "applied_pending_email" | "pending_email";
export type CouponErrorCode = Exclude<keyof typeof COUPON_MESSAGES, NotARefusal>;

export function couponMessage(key: keyof typeof COUPON_MESSAGES, values: Record<string, string> = {}): string {
  return COUPON_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export type CouponContext = {
  /** The code as the shopper typed it (for the "does not exist" text). */
  enteredCode: string;
  now: Date;
  /** Cart subtotal before discounts, in minor units. */
  subtotal: number;
  lines: readonly CouponLine[];
  /** The service counts this by customer id or billing e-mail; null when the shopper is not known yet. */
  usesByCustomer: number | null;
  appliedCoupons: readonly { code: string; individualUse: boolean }[];
  currency?: string;
  /**
   * The buyer's addresses a coupon restricted to e-mails is judged by (couponEmailStatus): the billing
   * e-mail (typed at checkout, or the order's) and the signed-in customer's own; null or blank when unknown.
   */
  buyerEmails: readonly (string | null | undefined)[];
  /**
   * Placing the order: the addresses are final, so a coupon they do not qualify for is refused as
   * `not_yours` (and leaves the order). Before that, it is refused as `email_not_allowed` when an address
   * is known, and waits (`awaitingEmail`) while none is.
   */
  placing?: boolean;
};

export type CouponValidation =
  | {
      ok: true;
      code: string;
      message: string;
      /** An individual-use coupon replaces the ones already applied. */
      removesCodes: string[];
      /** Restricted to e-mail addresses and none of the buyer's is known yet: kept, but no discount counts. */
      awaitingEmail: boolean;
    }
  | { ok: false; error: CouponErrorCode; message: string };

/**
 * How the totals treat an applied coupon once checked: its discount counts, it waits for the buyer's e-mail
 * (listed with a note, nothing counted), or it is refused (listed with its reason, nothing counted).
 */
export type CouponStanding = "counted" | "awaiting_email" | "refused";

export function couponStanding(result: CouponValidation): CouponStanding {
  if (!result.ok) return "refused";
  return result.awaitingEmail ? "awaiting_email" : "counted";
}

type Exclusion = "excluded_products" | "excluded_categories" | "sale_items";

const intersects = (a: readonly number[], b: readonly number[]) => a.some((id) => b.includes(id));
const lineIds = (line: CouponLine) => (line.variationId ? [line.productId, line.variationId] : [line.productId]);

function matchesTargets(coupon: Coupon, line: CouponLine): boolean {
  return (
    (coupon.productIds.length === 0 || intersects(coupon.productIds, lineIds(line))) &&
    (coupon.categoryIds.length === 0 || intersects(coupon.categoryIds, line.categoryIds))
  );
}

function exclusionOf(coupon: Coupon, line: CouponLine): Exclusion | null {
  if (intersects(coupon.excludedProductIds, lineIds(line))) return "excluded_products";
  if (intersects(coupon.excludedCategoryIds, line.categoryIds)) return "excluded_categories";
  if (coupon.excludeSaleItems && line.onSale) return "sale_items";
  return null;
}

/** Whether the coupon discounts this line: it is targeted (or nothing is targeted) and not excluded. */
export function isLineEligible(coupon: Coupon, line: CouponLine): boolean {
  return matchesTargets(coupon, line) && exclusionOf(coupon, line) === null;
}

const fail = (error: CouponErrorCode, values?: Record<string, string>): CouponValidation => ({ ok: false, error, message: couponMessage(error, values) });

/**
 * Checks in the order shoppers are told about problems: presence, duplicates and combinations, then the
 * coupon's own limits (its e-mail list: refused for the buyer's known addresses, waiting while none is
 * known), then the cart. A fixed_cart coupon discounts the whole cart, so an excluded line anywhere
 * refuses it; percent and fixed_product coupons discount line by line, so they are refused only when no
 * line is left to discount. A coupon waiting for an e-mail passes every other check first, so the note
 * that it waits is the only thing left between the shopper and its discount.
 */
export function validateCoupon(coupon: Coupon | null, context: CouponContext): CouponValidation {
  const entered = normalizeCouponCode(context.enteredCode);
  if (entered === "") return fail("please_enter");
  if (!coupon) return fail("not_found", { code: context.enteredCode.trim() });
  const code = coupon.code;
  if (context.appliedCoupons.some((c) => normalizeCouponCode(c.code) === code)) return fail("already_applied");
  const exclusive = context.appliedCoupons.find((c) => c.individualUse);
  if (exclusive) return fail("individual_use_conflict", { code: exclusive.code });
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return fail("usage_limit_reached");
  if (coupon.usageLimitPerCustomer !== null && context.usesByCustomer !== null && context.usesByCustomer >= coupon.usageLimitPerCustomer) {
    return fail("customer_limit_reached");
  }
  if (coupon.expiresAt !== null && context.now.getTime() >= coupon.expiresAt.getTime()) return fail("expired");
  const email = couponEmailStatus(coupon.allowedEmails, context.buyerEmails);
  if (context.placing && (email === "refused" || email === "pending")) return fail("not_yours", { code });
  if (email === "refused") return fail("email_not_allowed", { code });
  if (coupon.minimumSpend !== null && context.subtotal < coupon.minimumSpend)
    return fail("minimum_spend", { amount: formatMoney(coupon.minimumSpend, context.currency) });
  if (coupon.maximumSpend !== null && context.subtotal > coupon.maximumSpend)
    return fail("maximum_spend", { amount: formatMoney(coupon.maximumSpend, context.currency) });

  const targeted = context.lines.filter((line) => matchesTargets(coupon, line));
  if (targeted.length === 0) return fail("not_applicable");
  const refusal = coupon.type === "fixed_cart" ? cartWideRefusal(coupon, context.lines) : lineByLineRefusal(coupon, targeted);
  if (refusal) return refusal;
  const removesCodes = coupon.individualUse ? context.appliedCoupons.map((c) => c.code) : [];
  const awaitingEmail = email === "pending";
  return { ok: true, code, message: awaitingEmail ? COUPON_MESSAGES.applied_pending_email : COUPON_MESSAGES.applied, removesCodes, awaitingEmail };
}

function cartWideRefusal(coupon: Coupon, lines: readonly CouponLine[]): CouponValidation | null {
  const excludedProducts = lines.filter((line) => exclusionOf(coupon, line) === "excluded_products");
  if (excludedProducts.length > 0) return fail("excluded_products", { products: excludedProducts.map((l) => l.name ?? `#${l.productId}`).join(", ") });
  if (lines.some((line) => exclusionOf(coupon, line) === "excluded_categories")) return fail("excluded_categories");
  if (lines.some((line) => exclusionOf(coupon, line) === "sale_items")) return fail("sale_items");
  return null;
}

function lineByLineRefusal(coupon: Coupon, targeted: readonly CouponLine[]): CouponValidation | null {
  const exclusions = targeted.map((line) => exclusionOf(coupon, line));
  if (exclusions.some((reason) => reason === null)) return null;
  const reasons = new Set(exclusions);
  // One shared reason says what to change; mixed reasons get the general text.
  if (reasons.size === 1 && reasons.has("sale_items")) return fail("sale_items");
  if (reasons.size === 1 && reasons.has("excluded_categories")) return fail("excluded_categories");
  return fail("not_applicable_selected");
}
