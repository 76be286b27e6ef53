import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import {
  ADDED_FLAG,
  ADDED_ITEMS_FLAG,
  addedItemIds,
  CART_FLAGS,
  cartErrorText,
  ERROR_FLAG,
  ERROR_PRODUCT_FLAG,
  flaggedProductId,
  PRODUCT_ADDED_FLAG,
  PRODUCT_ADDED_VALUE,
  type CartNoticeValue,
} from "../lib/cart-notice.ts";

/** The flag as read: the notice, and which product a listing added or was refused (its id travels with the flag). */
export type CartFlag = { notice: CartNoticeValue | null; productId: number | null };

const NO_FLAG: CartFlag = { notice: null, productId: null };

/**
 * The one-time notice a post without JavaScript redirected back with (`?added=yes` from the product page's
 * form, `?added-to-cart=<product id>` from a listing, `?cart-error=<code>`, with `&cart-error-product=<id>`
 * from a listing). Once the page runs, the flags leave the address so a reload does not repeat them.
 * `scope` says whose flag is read: the product page takes only its own flag and its own form's refusal, so
 * an add or a refusal from a card on its shelves is told by the shelf.
 */
export function useCartFlagOf(scope: "product" | "listing"): CartFlag {
  const [params] = useSearchParams();
  const [flag] = useState<CartFlag>(() => {
    if (scope === "product") {
      if (params.get(PRODUCT_ADDED_FLAG) === PRODUCT_ADDED_VALUE) {
        const productIds = addedItemIds(params.get(ADDED_ITEMS_FLAG));
        return { notice: productIds.length > 0 ? { ok: true, productIds } : { ok: true }, productId: null };
      }
      if (params.has(ERROR_FLAG) && !params.has(ERROR_PRODUCT_FLAG))
        return { notice: { ok: false, error: cartErrorText(params.get(ERROR_FLAG)) }, productId: null };
      return NO_FLAG;
    }
    const addedProductId = flaggedProductId(params.get(ADDED_FLAG));
    if (addedProductId !== null) return { notice: { ok: true }, productId: addedProductId };
    if (params.has(ERROR_FLAG))
      return { notice: { ok: false, error: cartErrorText(params.get(ERROR_FLAG)) }, productId: flaggedProductId(params.get(ERROR_PRODUCT_FLAG)) };
    return NO_FLAG;
  });
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!CART_FLAGS.some((name) => url.searchParams.has(name))) return;
    for (const name of CART_FLAGS) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);
  return flag;
}

/** The product page's flag (see useCartFlagOf). */
export function useCartFlag(): CartNoticeValue | null {
  return useCartFlagOf("product").notice;
}
