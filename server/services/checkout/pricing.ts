import { DEFAULT_CURRENCY } from "../../../domain/money.ts";
import { COUPON_MESSAGES, couponStanding, type CouponType } from "../../../domain/cart/coupons.ts";
import {
  computeOrderTotals,
  subtotalAfterDiscounts,
  type OrderLineTotals,
  type OrderTotals,
  type TaxDestination,
} from "../../../domain/checkout/order-totals.ts";
import { availablePaymentMethods, type PaymentMethodOffer } from "../../../domain/checkout/payment-methods.ts";
import { DEMO_PRICING_SETTINGS, type PricingSettings } from "../../../domain/checkout/pricing-settings.ts";
import { type AvailableShippingMethod, availableShippingMethods, defaultShippingMethod } from "../../../domain/checkout/shipping.ts";
import { cartNeedsShipping } from "../../../domain/cart/needs-shipping.ts";
import type { Cart } from "../cart/types.ts";
import type { CartContext, CouponCheck, StoredCoupon } from "./cart-context.ts";
import { orderTotalsColumns } from "./order-totals-columns.ts";

export type CheckoutSettings = PricingSettings & { currency: string };
export const DEMO_CHECKOUT_SETTINGS: CheckoutSettings = { ...DEMO_PRICING_SETTINGS, currency: DEFAULT_CURRENCY };

export type QuoteCoupon = {
  code: string;
  type: CouponType;
  discount: number;
  freeShipping: boolean;
};
/** An applied coupon the cart no longer qualifies for: shown with its reason, not counted. */
export type QuoteCouponProblem = {
  code: string;
  error: string;
  message: string;
};
/**
 * An applied coupon restricted to e-mail addresses while none of the buyer's is known (a guest before
 * typing one at checkout): shown with the note that it applies if the e-mail qualifies, not counted.
 */
export type QuotePendingCoupon = {
  code: string;
  message: string;
};

export type Quote = {
  cart: Cart;
  country: string;
  lines: OrderLineTotals[];
  coupons: QuoteCoupon[];
  couponProblems: QuoteCouponProblem[];
  pendingCoupons: QuotePendingCoupon[];
  /** False when every line is virtual: then no shipping method is offered, chosen or charged. */
  needsShipping: boolean;
  shippingMethods: AvailableShippingMethod[];
  shippingMethod: AvailableShippingMethod | null;
  paymentMethods: PaymentMethodOffer[];
  totals: Omit<OrderTotals, "lines" | "coupons" | "freeShipping"> & { needsShipping: boolean };
  currency: string;
};

/**
 * Prices a cart: the coupons whose discount counts (couponStanding: not those refused, nor those waiting
 * for the buyer's e-mail), the shipping methods the discounted subtotal unlocks (none for a cart that
 * needs no shipping), tax and totals.
 */
export function priceCart(
  context: CartContext,
  checks: readonly CouponCheck[],
  settings: CheckoutSettings,
  country: string,
  shippingMethodId: string | null,
  place: Omit<TaxDestination, "country"> = {},
): Quote {
  const valid: StoredCoupon[] = checks.filter((c) => couponStanding(c.result) === "counted").map((c) => c.coupon);
  const problems = checks.flatMap((c) => (c.result.ok ? [] : [{ code: c.coupon.code, error: c.result.error, message: c.result.message }]));
  const pending = checks.flatMap((c) =>
    couponStanding(c.result) === "awaiting_email" ? [{ code: c.coupon.code, message: COUPON_MESSAGES.pending_email }] : [],
  );
  const base = {
    lines: context.lines,
    coupons: valid,
    tax: settings.tax,
    country,
    place,
  };
  const beforeShipping = computeOrderTotals({ ...base, shippingCost: 0 });
  const needsShipping = cartNeedsShipping(context.cart.items);
  const shippingMethods = !needsShipping
    ? []
    : availableShippingMethods(settings.shipping, {
        country,
        subtotalAfterDiscounts: subtotalAfterDiscounts(beforeShipping),
        hasFreeShippingCoupon: beforeShipping.freeShipping,
      });
  const shippingMethod = defaultShippingMethod(shippingMethods, shippingMethodId);
  const totals = computeOrderTotals({
    ...base,
    shippingCost: shippingMethod?.cost ?? 0,
  });
  const discountByCode = new Map(totals.coupons.map((c) => [c.code, c.discount]));
  return {
    cart: context.cart,
    country,
    lines: totals.lines,
    coupons: valid.map((c) => ({
      code: c.code,
      type: c.type,
      discount: discountByCode.get(c.code) ?? 0,
      freeShipping: c.freeShipping,
    })),
    couponProblems: problems,
    pendingCoupons: pending,
    needsShipping,
    shippingMethods,
    shippingMethod,
    paymentMethods: availablePaymentMethods(settings.payment, {
      needsShipping,
      shippingMethodType: shippingMethod?.type ?? null,
      total: totals.total,
    }),
    totals: { ...orderTotalsColumns(totals), taxRows: totals.taxRows, needsShipping },
    currency: settings.currency,
  };
}
