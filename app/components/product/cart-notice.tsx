import { Link } from "react-router";
import { addedNoticeText } from "../../../domain/cart/added-notice.ts";
import { addedText, type CartNoticeValue } from "../../lib/cart-notice.ts";

/**
 * The add's outcome beside the button: "added" with a link to the cart, or the reason it failed. The added
 * text names the products the add put in the cart when known (a grouped product's children), else `productName`.
 * `id` is the address a post without JavaScript comes back to (`#id`), so the notice is in view.
 */
export function CartNotice({ notice, productName, id }: { notice: CartNoticeValue | null; productName: string; id?: string | undefined }) {
  const added = notice?.ok && notice.names && notice.names.length > 0 ? addedNoticeText(notice.names) : addedText(productName);
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice ? (notice.ok ? added : notice.error) : ""}
      </p>
      {notice &&
        (notice.ok ? (
          <p id={id} className="notice notice--success cart-notice" data-testid="cart-notice">
            {added} <Link to="/cart">View cart</Link>
          </p>
        ) : (
          <p id={id} className="notice notice--error cart-notice" data-testid="cart-notice">
            {notice.error}
          </p>
        ))}
    </>
  );
}
