import { useFetcher, useRouteLoaderData } from "react-router";
import { formatMoney } from "../../../domain/money.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { ENHANCED_FIELD } from "../../lib/cart-notice.ts";
import { CART_INTENT, REMOVE_COUPON_FIELD, type CouponNotice } from "../../lib/cart-view.ts";
import { CouponCodeFields } from "../cart/coupon-code-fields.tsx";
import type { CheckoutQuoteView } from "../../lib/checkout-view.ts";

/** The layout route around /checkout that hands over the last coupon post's outcome (routes.ts). */
const NOTICE_ROUTE = "checkout-coupon-notice";
const ACTION = "/checkout/coupon";
const FETCHER = "checkout-coupon";

type CheckoutCouponProps = { quote: Pick<CheckoutQuoteView, "coupons" | "couponProblems" | "pendingCoupons"> };

/**
 * The checkout's coupon block (S-2-52): "Have a coupon?" opens the code field (a <details>, so it works
 * without JavaScript). Its forms post to /checkout/coupon and sit outside the checkout form, so Enter in
 * the code field applies the coupon and never places the order (S-5-24). Refusals show here, inside the
 * block (S-8-16); an applied coupon reprices the order review when the page revalidates.
 */
export function CheckoutCoupon({ quote }: CheckoutCouponProps) {
  const notice = useRouteLoaderData<{ couponNotice: CouponNotice | null }>(NOTICE_ROUTE)?.couponNotice ?? null;
  const fetcher = useFetcher({ key: FETCHER });
  const enhanced = useHydrated() && <input type="hidden" name={ENHANCED_FIELD} value="1" />;
  const applied = [
    ...quote.coupons.map((c) => ({ code: c.code, text: c.discount > 0 ? `−${formatMoney(c.discount)}` : c.freeShipping ? "Free shipping" : "" })),
    // For certain e-mail addresses: "applies if your e-mail address qualifies" until the billing e-mail is known.
    ...quote.pendingCoupons.map((p) => ({ code: p.code, text: p.message })),
    ...quote.couponProblems.map((p) => ({ code: p.code, text: p.message })),
  ];
  return (
    <section className="checkout-coupon" aria-label="Coupon" data-busy={fetcher.state !== "idle" || undefined}>
      <details open={notice?.kind === "error" || undefined}>
        <summary>
          Have a coupon? <span className="link-button">Click here to enter your code</span>
        </summary>
        <fetcher.Form method="post" action={ACTION} className="coupon-form" key={applied.map((c) => c.code).join(" ")}>
          <input type="hidden" name="intent" value={CART_INTENT.applyCoupon} />
          {enhanced}
          <CouponCodeFields id="checkout-coupon-code" />
        </fetcher.Form>
      </details>
      {notice && (
        <div
          className={`notice notice--${notice.kind} checkout-coupon__notice`}
          role={notice.kind === "error" ? "alert" : "status"}
          data-testid="checkout-coupon-notice"
        >
          {notice.text}
        </div>
      )}
      {applied.length > 0 && (
        <ul className="checkout-coupon__applied" aria-label="Applied coupons">
          {applied.map((coupon) => (
            <li key={coupon.code}>
              Coupon: {coupon.code} {coupon.text && <span>{coupon.text}</span>}{" "}
              <fetcher.Form method="post" action={ACTION} className="inline-form">
                <input type="hidden" name="intent" value={CART_INTENT.removeCoupon} />
                <input type="hidden" name={REMOVE_COUPON_FIELD} value={coupon.code} />
                {enhanced}[
                <button type="submit" className="link-button" aria-label={`Remove coupon ${coupon.code}`}>
                  Remove
                </button>
                ]
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
