import { useState } from "react";
import { TEST_PAYMENTS_NOTICE } from "../../../domain/checkout/test-payments.ts";
import { formatMoney } from "../../../domain/money.ts";
import type { CheckoutQuoteView as Quote } from "../../lib/checkout-view.ts";

/**
 * The shipping methods offered for the address. `chosen` is the method the totals charge, so the checked
 * radio and the order review never disagree; the form's change handler prices a new choice.
 */
export function ShippingMethods({ quote, chosen }: { quote: Quote; chosen: string }) {
  return (
    <fieldset className="checkout__methods">
      <legend>Shipping method</legend>
      {quote.shippingMethods.length === 0 ? (
        <p>There are no shipping options for this address.</p>
      ) : (
        <ul className="checkout-methods">
          {quote.shippingMethods.map((method) => (
            <li key={method.id}>
              <label>
                {/* readOnly only tells React the form's change handler, not this input, answers a click. */}
                <input type="radio" name="shipping_method" value={method.id} checked={method.id === chosen} required readOnly /> {method.title}:{" "}
                {method.cost === 0 ? "free" : formatMoney(method.cost)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The payment methods offered for this order; the shopper's pick stays while it is offered, else the first is checked. */
export function PaymentMethods({ quote, initialChoice }: { quote: Quote; initialChoice: string | undefined }) {
  const [picked, setPicked] = useState(initialChoice);
  const chosen = quote.paymentMethods.some((method) => method.id === picked) ? picked : quote.paymentMethods[0]?.id;
  return (
    <fieldset className="checkout__methods">
      <legend>Payment</legend>
      <ul className="checkout-methods">
        {quote.paymentMethods.map((method) => (
          <li key={method.id}>
            <label>
              <input type="radio" name="payment_method" value={method.id} checked={method.id === chosen} required onChange={() => setPicked(method.id)} />{" "}
              {method.title}
            </label>
            <p className="muted checkout-methods__description">{method.description}</p>
            {/* The card goes through the test gateway (offered only while test payments are on). */}
            {method.id === "card" && <p className="checkout-methods__test-notice">{TEST_PAYMENTS_NOTICE}</p>}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
