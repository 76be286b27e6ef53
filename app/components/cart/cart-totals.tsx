import { Link } from "react-router";
import { formatMoney } from "../../../domain/money.ts";
import type { CartView } from "../../lib/cart-view.ts";

/** The cart totals block (S-2-47): sticky while `cart_sticky_cart_totals` is on (S-3-40). */
export function CartTotals({ totals, sticky }: { totals: CartView["totals"]; sticky: boolean }) {
  return (
    <aside className="cart-totals" data-sticky={sticky || undefined} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">Cart totals</h2>
      <dl className="cart-totals__rows">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatMoney(totals.subtotal)}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      <Link to="/checkout" className="button cart-totals__checkout">
        Proceed to checkout
      </Link>
    </aside>
  );
}
