import { Form, Link, useFetcher, useNavigation } from "react-router";
import { COUNTRY_NAMES } from "../../../domain/checkout/countries.ts";
import { checkoutFields, checkoutPlaceholder, type CheckoutField } from "../../../domain/checkout/address.ts";
import { formatMoney } from "../../../domain/money.ts";
import type { CheckoutQuoteView as Quote } from "../../lib/checkout-view.ts";
import { CheckoutCoupon } from "./checkout-coupon.tsx";

export type CheckoutProblem = { code: string; message: string; fields: Record<string, string> };

type CheckoutFormProps = {
  quote: Quote | null;
  country: string;
  idempotencyKey: string;
  problem: CheckoutProblem | null;
  values: Record<string, string>;
};

const COUNTRIES = Object.entries(COUNTRY_NAMES).sort(([, a], [, b]) => a.localeCompare(b));

/** The classic checkout form: a plain POST that works without JavaScript; with it, the totals follow the country. */
export function CheckoutForm({ quote: initialQuote, country, idempotencyKey, problem, values }: CheckoutFormProps) {
  const quoteFetcher = useFetcher<{ quote: Quote | null }>();
  const navigation = useNavigation();
  const quote = quoteFetcher.data?.quote ?? initialQuote;
  if (!quote) {
    return (
      <div className="container checkout-page">
        <h1>Checkout</h1>
        <p className="notice">Your cart is currently empty.</p>
        <p>
          <Link to="/shop" className="button">
            Return to shop
          </Link>
        </p>
      </div>
    );
  }
  const value = (name: string, fallback = "") => values[name] ?? fallback;
  const fieldError = (name: string) => problem?.fields[name];
  const shippingChoice = value("shipping_method", quote.shippingMethod?.id ?? "");
  const paymentChoice = value("payment_method", quote.paymentMethods[0]?.id ?? "");

  const input = (kind: "billing" | "shipping", field: CheckoutField) => {
    const name = field.key === "email" ? "billing_email" : `${kind}_${field.key}`;
    const errorKey = field.key === "email" ? "email" : `${kind}.${field.key}`;
    const error = fieldError(errorKey);
    const id = `checkout-${name}`;
    const common = {
      id,
      name,
      autoComplete: kind === "shipping" ? `shipping ${field.autocomplete.replace(/^billing /, "")}` : field.autocomplete,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      className: "field-input",
    };
    return (
      <p key={name} className={`checkout-field checkout-field--${field.key}`}>
        <label htmlFor={id} className="field-label">
          {field.label}
          {field.required && <abbr title="required"> *</abbr>}
        </label>
        {field.key === "country" ? (
          <select
            {...common}
            defaultValue={value(name, country)}
            required={kind === "billing"}
            onChange={kind === "billing" ? (event) => quoteFetcher.load(`/checkout?country=${encodeURIComponent(event.currentTarget.value)}`) : undefined}
          >
            {COUNTRIES.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={field.key === "email" ? "email" : field.key === "phone" ? "tel" : "text"}
            defaultValue={value(name)}
            placeholder={checkoutPlaceholder(field)}
            required={field.required && kind === "billing"}
          />
        )}
        {error && (
          <span className="field-error" id={`${id}-error`}>
            {error}
          </span>
        )}
      </p>
    );
  };

  return (
    <div className="container checkout-page">
      <h1>Checkout</h1>
      <CheckoutCoupon quote={quote} />
      {problem && (
        <div className="notice notice--error" role="alert">
          {problem.message}
        </div>
      )}
      <Form method="post" className="checkout" noValidate={false}>
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <div className="checkout__details">
          <fieldset className="checkout__section">
            <legend>Billing details</legend>
            {checkoutFields("billing").map((field) => input("billing", field))}
          </fieldset>
          <fieldset className="checkout__section">
            <legend className="visually-hidden">Shipping address</legend>
            <p className="checkout-field">
              <label className="checkbox">
                <input id="ship-to-different-address" type="checkbox" name="ship_to_different_address" value="1" defaultChecked={value("ship_to_different_address") === "1"} />{" "}
                Ship to a different address?
              </label>
            </p>
            <div className="checkout__shipping-fields">{checkoutFields("shipping").map((field) => input("shipping", field))}</div>
          </fieldset>
          <p className="checkout-field">
            <label htmlFor="checkout-order-comments" className="field-label">
              Order notes (optional)
            </label>
            <textarea id="checkout-order-comments" name="order_comments" rows={3} className="field-input" defaultValue={value("order_comments")} placeholder="Notes about your order, e.g. special notes for delivery." />
          </p>
        </div>
        <section className="checkout__review" aria-labelledby="order-review-heading">
          <h2 id="order-review-heading">Your order</h2>
          <table className="checkout-review">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Subtotal</th>
              </tr>
            </thead>
            <tbody>
              {quote.cart.items.map((item) => (
                <tr key={item.key}>
                  <td>
                    {item.name} <strong>× {item.quantity}</strong>
                  </td>
                  <td>{formatMoney(quote.lines.find((l) => l.lineKey === item.key)?.subtotal ?? item.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Subtotal</th>
                <td>{formatMoney(quote.totals.subtotal)}</td>
              </tr>
              {quote.totals.discountTotal > 0 && (
                <tr>
                  <th scope="row">Discount</th>
                  <td>−{formatMoney(quote.totals.discountTotal)}</td>
                </tr>
              )}
              <tr>
                <th scope="row">Shipping</th>
                <td>
                  {quote.shippingMethods.length === 0 ? (
                    <span>There are no shipping options for this address.</span>
                  ) : (
                    <ul className="checkout-methods">
                      {quote.shippingMethods.map((method) => (
                        <li key={method.id}>
                          <label>
                            <input type="radio" name="shipping_method" value={method.id} defaultChecked={method.id === shippingChoice} required />{" "}
                            {method.title}: {method.cost === 0 ? "free" : formatMoney(method.cost)}
                          </label>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
              <tr>
                <th scope="row">Tax (included)</th>
                <td>{formatMoney(quote.totals.taxTotal)}</td>
              </tr>
              <tr className="checkout-review__total">
                <th scope="row">Total</th>
                <td>
                  <strong>{formatMoney(quote.totals.total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
          <fieldset className="checkout__payment">
            <legend>Payment</legend>
            <ul className="checkout-methods">
              {quote.paymentMethods.map((method) => (
                <li key={method.id}>
                  <label>
                    <input type="radio" name="payment_method" value={method.id} defaultChecked={method.id === paymentChoice} required /> {method.title}
                  </label>
                  <p className="muted checkout-methods__description">{method.description}</p>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" className="button button--primary checkout__place" disabled={navigation.state === "submitting"}>
            Place order
          </button>
        </section>
      </Form>
    </div>
  );
}
