import { Link } from "react-router";
import { addedText, type CartNoticeValue } from "../../lib/cart-notice.ts";

/** The add's outcome beside the button: "added" with a link to the cart, or the reason it failed. */
export function CartNotice({ notice, productName }: { notice: CartNoticeValue | null; productName: string }) {
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice ? (notice.ok ? addedText(productName) : notice.error) : ""}
      </p>
      {notice &&
        (notice.ok ? (
          <p className="notice notice--success cart-notice" data-testid="cart-notice">
            {addedText(productName)} <Link to="/cart">View cart</Link>
          </p>
        ) : (
          <p className="notice notice--error cart-notice" data-testid="cart-notice">
            {notice.error}
          </p>
        ))}
    </>
  );
}
