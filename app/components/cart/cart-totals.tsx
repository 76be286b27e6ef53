import { Link } from "react-router";
import { COUNTRY_NAMES } from "../../../domain/checkout/countries.ts";
import { formatMoney } from "../../../domain/money.ts";
import { itemisedTaxRows } from "../../../domain/tax/display.ts";
import type { CartLineView, CartTotalsView } from "../../lib/cart-view.ts";
import { useCartPrices } from "../../hooks/use-price-display.ts";
import { RemoveCouponButton } from "./cart-coupon.tsx";
import { ShippingCalculator } from "./shipping-calculator.tsx";

/**
 * The cart totals block (S-2-47): the cart priced as checkout prices it for the shop's own country, so the
 * total here is the total there; a cart that needs no shipping shows no shipping row or calculator.
 * Sticky while `cart_sticky_cart_totals` is on (S-3-40).
 */
export function CartTotals({ totals, items, sticky }: { totals: CartTotalsView; items: readonly CartLineView[]; sticky: boolean }) {
  const country = COUNTRY_NAMES[totals.country] ?? totals.country;
  const shown = useCartShownTotals(totals, items);
  return (
    <aside className="cart-totals" data-sticky={sticky || undefined} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">Cart totals</h2>
      <dl className="cart-totals__rows">
        <div>
          <dt>Subtotal{shown.note && <small className="cart-totals__tax-note"> {shown.note}</small>}</dt>
          <dd data-testid="cart-subtotal">{formatMoney(shown.subtotal)}</dd>
        </div>
        {totals.coupons.map((coupon) => (
          <div key={coupon.code} className="cart-totals__coupon" data-testid="cart-coupon">
            <dt>Coupon: {coupon.code}</dt>
            <dd>
              <span>{coupon.discount > 0 ? `−${formatMoney(coupon.discount)}` : coupon.freeShipping ? "Free shipping" : formatMoney(0)}</span>{" "}
              <RemoveCouponButton code={coupon.code} />
            </dd>
          </div>
        ))}
        {/* For certain e-mail addresses, while the shopper's is not known: kept, nothing counted yet. */}
        {totals.pendingCoupons.map((pending) => (
          <div key={pending.code} className="cart-totals__coupon cart-totals__coupon--pending" data-testid="cart-coupon">
            <dt>Coupon: {pending.code}</dt>
            <dd>
              <span>{pending.message}</span> <RemoveCouponButton code={pending.code} />
            </dd>
          </div>
        ))}
        {totals.couponProblems.map((problem) => (
          <div key={problem.code} className="cart-totals__coupon cart-totals__coupon--refused" data-testid="cart-coupon">
            <dt>Coupon: {problem.code}</dt>
            <dd>
              <span>{problem.message}</span> <RemoveCouponButton code={problem.code} />
            </dd>
          </div>
        ))}
        {totals.needsShipping && (
          <div>
            <dt>Shipping</dt>
            <dd data-testid="cart-shipping">
              {totals.shipping ? (
                <>
                  {totals.shipping.cost === 0 ? "Free" : formatMoney(shown.shipping)}
                  <small className="cart-totals__note">
                    {totals.shipping.title} to {totals.destination?.label ?? country}
                  </small>
                </>
              ) : (
                <>There are no shipping options to {country}.</>
              )}
            </dd>
          </div>
        )}
      </dl>
      {/* A cart of only virtual products is not delivered: nothing to estimate. */}
      {totals.needsShipping && <ShippingCalculator totals={totals} />}
      <dl className="cart-totals__rows">
        <div>
          <dt>{shown.taxIncluded ? "Tax (included)" : "Tax"}</dt>
          <dd data-testid="cart-tax">{formatMoney(totals.taxTotal)}</dd>
        </div>
        {itemisedTaxRows(totals.taxRows).map((row) => (
          <div key={row.key} className="cart-totals__tax-rate">
            <dt>{row.label}</dt>
            <dd>{formatMoney(row.amount)}</dd>
          </div>
        ))}
        <div className="cart-totals__total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      {totals.needsShipping && (
        <p className="cart-totals__note">
          {totals.destination ? "Checkout starts from this address and method." : "Shipping is an estimate; checkout prices it for your address."}
        </p>
      )}
      <Link to="/checkout" className="button cart-totals__checkout">
        Proceed to checkout
      </Link>
    </aside>
  );
}

/**
 * The figures the block shows. While the cart shows prices the way they were entered, they are the quote's.
 * Otherwise the subtotal is the lines as the cart shows them, shipping is shown the same way (its tax moved
 * in or out), and the tax row says whether it is inside the figures above it or added to them; the total is
 * always what checkout charges.
 */
function useCartShownTotals(totals: CartTotalsView, items: readonly CartLineView[]) {
  const cart = useCartPrices();
  if (!cart.subtotalNote) return { subtotal: totals.subtotal, shipping: totals.shipping?.cost ?? 0, note: "", taxIncluded: totals.pricesIncludeTax };
  const cost = totals.shipping?.cost ?? 0;
  return {
    subtotal: cart.subtotal(items, totals.subtotal),
    shipping: totals.pricesIncludeTax ? cost - totals.shippingTax : cost + totals.shippingTax,
    note: cart.subtotalNote,
    taxIncluded: !totals.pricesIncludeTax,
  };
}
