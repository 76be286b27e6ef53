import { useFetcher } from "react-router";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { ENHANCED_FIELD } from "../../lib/cart-notice.ts";
import { CART_INTENT, REMOVE_COUPON_FIELD } from "../../lib/cart-view.ts";
import { CouponCodeFields } from "./coupon-code-fields.tsx";
import { CART_FETCHER } from "./cart-notices.tsx";

/**
 * The cart page's coupon area (S-2-46): its own form beside the quantities form, never inside it, so
 * Enter in the code field applies the coupon and leaves the quantities alone (S-5-24). The outcome shows
 * in the page's notices area (S-8-15) through the cart fetcher; without JavaScript it is a plain post.
 */
export function CartCoupon() {
  const fetcher = useFetcher({ key: CART_FETCHER });
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action="/cart" className="coupon-form cart-coupon" aria-label="Coupon">
      <input type="hidden" name="intent" value={CART_INTENT.applyCoupon} />
      {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
      <CouponCodeFields id="cart-coupon-code" />
    </fetcher.Form>
  );
}

/** "[Remove]" beside an applied coupon: a form of its own, so it works without JavaScript too. */
export function RemoveCouponButton({ code }: { code: string }) {
  const fetcher = useFetcher({ key: CART_FETCHER });
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action="/cart" className="inline-form">
      <input type="hidden" name="intent" value={CART_INTENT.removeCoupon} />
      <input type="hidden" name={REMOVE_COUPON_FIELD} value={code} />
      {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}[
      <button type="submit" className="link-button" aria-label={`Remove coupon ${code}`}>
        Remove
      </button>
      ]
    </fetcher.Form>
  );
}
