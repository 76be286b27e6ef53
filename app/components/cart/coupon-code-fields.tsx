import { COUPON_CODE_FIELD } from "../../lib/cart-view.ts";

/**
 * The code field and its "Apply coupon" button, as the cart and the checkout both show them; the form
 * around them (where it posts, how its outcome shows) belongs to each page.
 */
export function CouponCodeFields({ id }: { id: string }) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Coupon code
      </label>
      <input id={id} name={COUPON_CODE_FIELD} type="text" className="field-input" placeholder="Coupon code" autoComplete="off" spellCheck={false} />
      <button type="submit" className="button button--ghost">
        Apply coupon
      </button>
    </>
  );
}
