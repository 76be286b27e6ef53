import { formatMoney } from "../../../domain/money.ts";
import type { CheckoutQuoteView as Quote } from "../../lib/checkout-view.ts";

/** The shipping methods offered for the address; a change re-prices the order review. */
export function ShippingMethods({ quote, choice, onChange }: { quote: Quote; choice: string; onChange: (id: string) => void }) {
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
                <input
                  type="radio"
                  name="shipping_method"
                  value={method.id}
                  defaultChecked={method.id === choice}
                  required
                  onChange={() => onChange(method.id)}
                />{" "}
                {method.title}: {method.cost === 0 ? "free" : formatMoney(method.cost)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export function PaymentMethods({ quote, choice }: { quote: Quote; choice: string }) {
  return (
    <fieldset className="checkout__methods">
      <legend>Payment</legend>
      <ul className="checkout-methods">
        {quote.paymentMethods.map((method) => (
          <li key={method.id}>
            <label>
              <input type="radio" name="payment_method" value={method.id} defaultChecked={method.id === choice} required /> {method.title}
            </label>
            <p className="muted checkout-methods__description">{method.description}</p>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
