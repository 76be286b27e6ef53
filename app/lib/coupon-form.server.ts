import { COUPON_CODE_MAX_LENGTH, couponMessage } from "../../domain/cart/coupons.ts";
import type { CheckoutSession, Quote } from "../../server/services/checkout/index.ts";
import type { Services } from "../../server/services/index.ts";
import { CART_INTENT, COUPON_CODE_FIELD, REMOVE_COUPON_FIELD, type CartTotalsView, type CouponNotice } from "./cart-view.ts";
import { isServiceError } from "./service-errors.server.ts";

/** The shopper's session with the billing e-mail typed at checkout, if any (server/http/checkout-email.ts). */
export type CouponSession = CheckoutSession;

const CART_EMPTY = "Your cart is currently empty.";
const UNKNOWN_INTENT = "Sorry, the coupon could not be changed. Please try again.";

export const isCouponIntent = (intent: FormDataEntryValue | null) => intent === CART_INTENT.applyCoupon || intent === CART_INTENT.removeCoupon;

const success = (text: string): CouponNotice => ({ kind: "success", text });
const failure = (text: string): CouponNotice => ({ kind: "error", text });

/**
 * Applies or removes a coupon from a form post (the cart page's coupon area and totals, the checkout's
 * coupon block). The checkout service checks the code; its refusals come back as the shopper-facing text
 * (`couponMessage`), anything else is a fault and is thrown.
 */
export async function couponFormChange(form: FormData, session: CouponSession | null, services: Services): Promise<CouponNotice> {
  const intent = form.get("intent");
  if (!session) return failure(CART_EMPTY);
  try {
    if (intent === CART_INTENT.removeCoupon) {
      const code = textField(form, REMOVE_COUPON_FIELD);
      // No stored code is longer, so nothing to remove.
      if (code.length > COUPON_CODE_MAX_LENGTH) return success(couponMessage("removed"));
      return success((await services.checkout.removeCoupon(session, code)).message);
    }
    if (intent !== CART_INTENT.applyCoupon) return failure(UNKNOWN_INTENT);
    const code = textField(form, COUPON_CODE_FIELD);
    // No stored code is longer; answering here keeps an essay out of the query and the notice.
    if (code.length > COUPON_CODE_MAX_LENGTH) return failure(couponMessage("not_found", { code: `${code.slice(0, COUPON_CODE_MAX_LENGTH)}…` }));
    return success((await services.checkout.applyCoupon(session, code)).message);
  } catch (error) {
    if (isServiceError(error)) return failure(error.message);
    throw error;
  }
}

function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The quote as the cart totals block shows it (see CartTotalsView). */
export function cartTotalsView(quote: Quote): CartTotalsView {
  return {
    subtotal: quote.totals.subtotal,
    coupons: quote.coupons.map(({ code, discount, freeShipping }) => ({ code, discount, freeShipping })),
    couponProblems: quote.couponProblems.map(({ code, message }) => ({ code, message })),
    pendingCoupons: quote.pendingCoupons.map(({ code, message }) => ({ code, message })),
    needsShipping: quote.needsShipping,
    shipping: quote.shippingMethod && { id: quote.shippingMethod.id, title: quote.shippingMethod.title, cost: quote.shippingMethod.cost },
    shippingMethods: quote.shippingMethods.map(({ id, title, cost }) => ({ id, title, cost })),
    destination: null,
    country: quote.country,
    taxTotal: quote.totals.taxTotal,
    shippingTax: quote.totals.shippingTax,
    taxRows: quote.totals.taxRows.map(({ label, rate, amount }) => ({ label, rate, amount })),
    pricesIncludeTax: quote.totals.pricesIncludeTax,
    total: quote.totals.total,
  };
}

export const EMPTY_TOTALS: CartTotalsView = {
  subtotal: 0,
  coupons: [],
  couponProblems: [],
  pendingCoupons: [],
  needsShipping: true,
  shipping: null,
  shippingMethods: [],
  destination: null,
  country: "",
  taxTotal: 0,
  shippingTax: 0,
  taxRows: [],
  pricesIncludeTax: true,
  total: 0,
};
