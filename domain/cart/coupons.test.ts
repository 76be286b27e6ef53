import { describe, expect, it } from "vitest";
import { coupon } from "./coupon-testing.ts";
import { COUPON_MESSAGES, type CouponContext, couponSchema, isLineEligible, normalizeCouponCode, validateCoupon } from "./coupons.ts";

const now = new Date("2026-11-23T12:00:00Z");
const lamp = { productId: 1, categoryIds: [10], onSale: false, name: "Lamp" };
const vase = { productId: 2, categoryIds: [20], onSale: true, name: "Vase" };
const context = (change: Partial<CouponContext> = {}): CouponContext => ({
  enteredCode: "SAVE10",
  now,
  subtotal: 10_000,
  lines: [lamp, vase],
  usesByCustomer: 0,
  appliedCoupons: [],
  buyerEmails: [],
  ...change,
});
const save10 = coupon("percent", 1000, { code: "save10" });

describe("normalizeCouponCode", () => {
  it.each([
    ["  SAVE10 ", "save10"],
    ["Summer-Sale", "summer-sale"],
    ["", ""],
  ])("%j → %j", (input, expected) => expect(normalizeCouponCode(input)).toBe(expected));
});

describe("couponSchema", () => {
  it("stores the code normalised and fills the optional limits", () => {
    const parsed = couponSchema.parse({ code: " Welcome ", type: "fixed_cart", amount: 500 });
    expect(parsed).toMatchObject({ code: "welcome", usageLimit: null, productIds: [], individualUse: false, expiresAt: null });
  });
  it.each([
    { code: "", type: "percent", amount: 10 },
    { code: "x", type: "percent", amount: 10_001 },
    { code: "x", type: "fixed_cart", amount: 1.5 },
    { code: "x", type: "bogus", amount: 1 },
    { code: "x", type: "fixed_cart", amount: -1 },
  ])("refuses %j", (input) => expect(couponSchema.safeParse(input).success).toBe(false));
});

describe("validateCoupon", () => {
  it("applies a valid coupon with the success text", () => {
    expect(validateCoupon(save10, context())).toEqual({ ok: true, code: "save10", message: COUPON_MESSAGES.applied, removesCodes: [], awaitingEmail: false });
  });

  it.each<[string, ReturnType<typeof coupon> | null, Partial<CouponContext>, string, string]>([
    ["empty code", save10, { enteredCode: "  " }, "please_enter", "Please enter a coupon code."],
    ["unknown code", null, { enteredCode: " nope " }, "not_found", 'Coupon "nope" cannot be applied because it does not exist.'],
    ["already applied (any case)", save10, { appliedCoupons: [{ code: "SAVE10", individualUse: false }] }, "already_applied", "Coupon code already applied!"],
    [
      "an individual-use coupon is applied",
      save10,
      { appliedCoupons: [{ code: "solo", individualUse: true }] },
      "individual_use_conflict",
      'Sorry, coupon "solo" has already been applied and cannot be used in conjunction with other coupons.',
    ],
    ["expired", { ...save10, expiresAt: new Date("2026-11-23T12:00:00Z") }, {}, "expired", "This coupon has expired."],
    ["used up", { ...save10, usageLimit: 5, usageCount: 5 }, {}, "usage_limit_reached", "Coupon usage limit has been reached."],
    [
      "used up by this customer",
      { ...save10, usageLimitPerCustomer: 1 },
      { usesByCustomer: 1 },
      "customer_limit_reached",
      COUPON_MESSAGES.customer_limit_reached,
    ],
    ["below the minimum spend", { ...save10, minimumSpend: 6000 }, { subtotal: 5999 }, "minimum_spend", "The minimum spend for this coupon is €60.00."],
    ["above the maximum spend", { ...save10, maximumSpend: 5000 }, { subtotal: 5001 }, "maximum_spend", "The maximum spend for this coupon is €50.00."],
    ["for another product", { ...save10, productIds: [99] }, {}, "not_applicable", "Sorry, this coupon is not applicable to your cart contents."],
    ["for another category", { ...save10, categoryIds: [99] }, {}, "not_applicable", COUPON_MESSAGES.not_applicable],
    [
      "fixed cart with an excluded product",
      coupon("fixed_cart", 500, { excludedProductIds: [2] }),
      {},
      "excluded_products",
      "Sorry, this coupon is not applicable to the products: Vase.",
    ],
    [
      "fixed cart with an excluded category",
      coupon("fixed_cart", 500, { excludedCategoryIds: [10] }),
      {},
      "excluded_categories",
      COUPON_MESSAGES.excluded_categories,
    ],
    ["fixed cart with a sale item", coupon("fixed_cart", 500, { excludeSaleItems: true }), {}, "sale_items", "Sorry, this coupon is not valid for sale items."],
    ["percent where every line is on sale", { ...save10, excludeSaleItems: true }, { lines: [vase] }, "sale_items", COUPON_MESSAGES.sale_items],
    [
      "percent where every line is excluded",
      { ...save10, excludedProductIds: [1, 2] },
      {},
      "not_applicable_selected",
      "Sorry, this coupon is not applicable to selected products.",
    ],
    ["percent with every category excluded", { ...save10, excludedCategoryIds: [10, 20] }, {}, "excluded_categories", COUPON_MESSAGES.excluded_categories],
  ])("refuses: %s", (_name, candidate, change, error, message) => {
    expect(validateCoupon(candidate, context(change))).toEqual({ ok: false, error, message });
  });

  it.each<[string, ReturnType<typeof coupon>, Partial<CouponContext>]>([
    ["just before expiry", { ...save10, expiresAt: new Date(now.getTime() + 1) }, {}],
    ["one use left", { ...save10, usageLimit: 5, usageCount: 4 }, {}],
    ["guest not known yet", { ...save10, usageLimitPerCustomer: 1 }, { usesByCustomer: null }],
    ["exactly the minimum spend", { ...save10, minimumSpend: 10_000 }, {}],
    ["exactly the maximum spend", { ...save10, maximumSpend: 10_000 }, {}],
    ["percent with a sale item among others", { ...save10, excludeSaleItems: true }, {}],
    ["percent with one excluded product among others", { ...save10, excludedProductIds: [2] }, {}],
    ["targeted at a variation in the cart", { ...save10, productIds: [55] }, { lines: [{ ...lamp, variationId: 55 }] }],
    ["free shipping only", coupon("fixed_cart", 0, { freeShipping: true }), {}],
  ])("accepts: %s", (_name, candidate, change) => {
    expect(validateCoupon(candidate, context(change)).ok).toBe(true);
  });

  it("an individual-use coupon replaces the coupons already applied", () => {
    const solo = { ...save10, individualUse: true };
    const result = validateCoupon(solo, context({ appliedCoupons: [{ code: "welcome", individualUse: false }] }));
    expect(result).toMatchObject({ ok: true, removesCodes: ["welcome"] });
  });
});

describe("isLineEligible", () => {
  it.each<[string, Partial<ReturnType<typeof coupon>>, boolean]>([
    ["no restrictions", {}, true],
    ["targeted product", { productIds: [1] }, true],
    ["other product", { productIds: [2] }, false],
    ["targeted category", { categoryIds: [10] }, true],
    ["excluded product", { excludedProductIds: [1] }, false],
    ["excluded category", { excludedCategoryIds: [10] }, false],
    ["sale items excluded, not on sale", { excludeSaleItems: true }, true],
  ])("%s", (_name, change, expected) => expect(isLineEligible({ ...save10, ...change }, lamp)).toBe(expected));
});
