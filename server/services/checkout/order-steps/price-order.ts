import { PAYMENT_METHOD_MESSAGE, SHIPPING_METHOD_MESSAGE } from "../../../../domain/checkout/operations.ts";
import { chosenPaymentMethod, INITIAL_ORDER_STATUS, type InitialOrderStatus, type PaymentMethodOffer } from "../../../../domain/checkout/payment-methods.ts";
import { ServiceError } from "../../errors.ts";
import type { CartContext, CouponCheck } from "../cart-context.ts";
import { type CheckoutSettings, priceCart, type Quote } from "../pricing.ts";

export type PricedOrder = {
  /** Has a shipping method exactly when `needsShipping`: a cart of only virtual lines is ordered without one. */
  quote: Quote;
  payment: PaymentMethodOffer | null;
  status: InitialOrderStatus;
};

/**
 * Totals, shipping and payment for the destination (the shipping address, whose state, postcode and city
 * choose the tax rates beside its country): the shipping method asked for must be one offered
 * there (unless no line needs shipping, when none is asked for or kept), and an order with something to
 * pay needs an offered payment method, whose first status it takes.
 */
export function priceOrder(
  context: CartContext,
  checks: readonly CouponCheck[],
  settings: CheckoutSettings,
  destination: { country: string; state: string; postcode: string; city: string },
  chosen: { shippingMethod?: string | undefined; paymentMethod: string },
): PricedOrder {
  const place = { region: destination.state, postcode: destination.postcode, city: destination.city };
  const quote = priceCart(context, checks, settings, destination.country, chosen.shippingMethod ?? null, place);
  if (quote.needsShipping && (!quote.shippingMethod || quote.shippingMethod.id !== chosen.shippingMethod)) {
    throw new ServiceError("invalid", "invalid_shipping_method", "Please choose a shipping method we offer for your address.", {
      fields: { shippingMethod: SHIPPING_METHOD_MESSAGE },
    });
  }
  const payment = chosenPaymentMethod(quote.paymentMethods, chosen.paymentMethod);
  if (quote.totals.total > 0 && !payment) {
    throw new ServiceError("invalid", "invalid_payment_method", "Please choose a payment method we offer for this order.", {
      fields: { paymentMethod: PAYMENT_METHOD_MESSAGE },
    });
  }
  const status = payment ? INITIAL_ORDER_STATUS[payment.id] : "processing";
  return { quote, payment, status };
}
