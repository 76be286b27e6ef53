import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ADDED_FLAG, cartErrorText, ERROR_FLAG, type CartNoticeValue } from "../lib/cart-notice.ts";

/**
 * The one-time notice a post without JavaScript redirected back with (`?added-to-cart=1` or
 * `?cart-error=<code>`). Once the page runs, the flag leaves the address so a reload does not repeat it.
 */
export function useCartFlag(): CartNoticeValue | null {
  const [params] = useSearchParams();
  const [notice] = useState<CartNoticeValue | null>(() =>
    params.get(ADDED_FLAG) === "1" ? { ok: true } : params.has(ERROR_FLAG) ? { ok: false, error: cartErrorText(params.get(ERROR_FLAG)) } : null,
  );
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(ADDED_FLAG) && !url.searchParams.has(ERROR_FLAG)) return;
    url.searchParams.delete(ADDED_FLAG);
    url.searchParams.delete(ERROR_FLAG);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);
  return notice;
}
