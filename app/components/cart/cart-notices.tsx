import { useFetcher } from "react-router";
import { CART_INTENT, type CartPageNotice } from "../../lib/cart-view.ts";
import { ENHANCED_FIELD } from "../../lib/cart-notice.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";

export const CART_FETCHER = "cart-page";

/** The outcome of the last change; after a removal, an "Undo" that posts the line back. */
export function CartNotice({ notice }: { notice: CartPageNotice | null }) {
  const fetcher = useFetcher({ key: CART_FETCHER });
  const hydrated = useHydrated();
  if (!notice) return null;
  const cls = notice.kind === "error" ? "notice notice--error" : "notice notice--success";
  return (
    <div className={`${cls} cart-page__notice`} role={notice.kind === "error" ? "alert" : "status"} data-testid="cart-page-notice">
      {notice.text}{" "}
      {notice.kind === "removed" && (
        <fetcher.Form method="post" action="/cart" className="inline-form">
          <input type="hidden" name="intent" value={CART_INTENT.undo} />
          <input type="hidden" name="key" value={notice.line.key} />
          <input type="hidden" name="product_id" value={notice.line.productId} />
          <input type="hidden" name="variation_id" value={notice.line.variationId ?? ""} />
          <input type="hidden" name="attributes" value={JSON.stringify(notice.line.attributes)} />
          <input type="hidden" name="quantity" value={notice.line.quantity} />
          <input type="hidden" name="name" value={notice.line.name} />
          {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
          <button type="submit" className="link-button">
            Undo?
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
