import { useState } from "react";
import type { CheckoutPageSettings } from "../../../domain/checkout/checkout-settings.ts";
import { formatMoney } from "../../../domain/money.ts";
import { itemisedTaxRows } from "../../../domain/tax/display.ts";
import type { CheckoutQuoteView as Quote } from "../../lib/checkout-view.ts";

type OrderReviewProps = {
  quote: Quote;
  texts: CheckoutPageSettings["order_review_toggle_texts"];
  hydrated: boolean;
  /** A new price for what the shopper just changed is on its way: the figures shown are about to change. */
  repricing: boolean;
};

/**
 * The order review with its toggle (S-2-48, S-4-76, S-4-77): collapsed at first on small screens and in
 * the two-step layout, the button's wording following the merchant's show/hide texts. Before JavaScript
 * runs the table is simply shown and the button is hidden, so nothing depends on it. While the checkout
 * re-prices (a new address or shipping method) the review is `aria-busy`: its figures are about to change.
 */
export function OrderReview({ quote, texts, hydrated, repricing }: OrderReviewProps) {
  const [expanded, setExpanded] = useState(false);
  const shipping = quote.shippingMethods.find((m) => m.id === quote.shippingMethod?.id);
  return (
    <div className="order-review" data-collapsed={hydrated && !expanded ? "" : undefined} aria-busy={repricing || undefined}>
      <h2 id="order-review-heading">Your order</h2>
      <button
        type="button"
        className="order-review__toggle"
        aria-expanded={expanded}
        aria-controls="order-review-panel"
        hidden={!hydrated}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className="order-review__toggle-text">{expanded ? texts.toggle_hide_text : texts.toggle_show_text}</span>{" "}
        <strong>{formatMoney(quote.totals.total)}</strong>
      </button>
      <div id="order-review-panel" className="order-review__panel">
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
            {quote.needsShipping && (
              <tr>
                <th scope="row">Shipping</th>
                <td>
                  {shipping
                    ? `${shipping.title}: ${shipping.cost === 0 ? "free" : formatMoney(shipping.cost)}`
                    : "There are no shipping options for this address."}
                </td>
              </tr>
            )}
            <tr>
              <th scope="row">Tax (included)</th>
              <td>{formatMoney(quote.totals.taxTotal)}</td>
            </tr>
            {itemisedTaxRows(quote.totals.taxRows).map((row) => (
              <tr key={row.key} className="checkout-review__tax-rate">
                <th scope="row">{row.label}</th>
                <td>{formatMoney(row.amount)}</td>
              </tr>
            ))}
            <tr className="checkout-review__total">
              <th scope="row">Total</th>
              <td>
                <strong>{formatMoney(quote.totals.total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
