import { useRouteLoaderData } from "react-router";
import type { AddToCartButtonState } from "../../../domain/product/variation-state.ts";
import { useAddToCart } from "../../hooks/use-add-to-cart.ts";
import { useCartFlag } from "../../hooks/use-cart-flag.ts";
import { useThemeSettings } from "../../hooks/use-theme-settings.ts";
import { BUY_NOW, PRODUCT_NOTICE_ID, type CartNoticeValue } from "../../lib/cart-notice.ts";
import { CartNotice } from "./cart-notice.tsx";

type AddToCartButtonProps = {
  state: AddToCartButtonState;
  onBlockedClick: () => void;
  buyNow?: boolean;
  /** Where the form posts when it is not the page's own route (the quick view: CART_ADD_PATH). */
  action?: string;
  /** The product's name for the notice, when the page is not its product page. */
  productName?: string;
};

type PageProduct = { name: string; children?: { id: number; name: string }[] };

/** A grouped add's flag lists its children's ids: the notice names those of the page's product. */
function namedFlag(flag: CartNoticeValue | null, product: PageProduct | undefined): CartNoticeValue | null {
  if (!flag?.ok || !flag.productIds) return flag;
  const names = flag.productIds.flatMap((id) => product?.children?.find((child) => child.id === id)?.name ?? []);
  return { ok: true, names };
}

const LABELS = { idle: "Add to cart", loading: "Adding…", added: "Added to cart" } as const;

/**
 * Add to cart (and buy now) as the form's submit buttons: without JavaScript they post the form, with it
 * the add runs through a fetcher. Disabled by aria-disabled rather than the disabled attribute: a click
 * on it must still reach the page so the shopper is told why (the alerts of product-page-and-widgets.md §5).
 * With `single_product_ajax_add_to_cart` off the product page's form posts as a plain navigation (S-3-33);
 * the quick view (`action`) always adds in place, being a dialog of the page.
 */
export function AddToCartButton({ state, onBlockedClick, buyNow = true, action, productName: givenName }: AddToCartButtonProps) {
  const blocked = state !== "enabled";
  const { phase, result, submit } = useAddToCart({ action });
  const { single_product_ajax_add_to_cart: ajax } = useThemeSettings();
  const enhanced = action !== undefined || ajax;
  const pageProduct = (useRouteLoaderData("routes/product") as { product?: PageProduct } | undefined)?.product;
  const flag = namedFlag(useCartFlag(), pageProduct);
  const productName = givenName ?? pageProduct?.name ?? "Product";
  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      onBlockedClick();
      return;
    }
    if (enhanced) submit(event);
  };
  const busy = phase === "loading";
  return (
    <>
      <button
        type="submit"
        name="intent"
        value="add-to-cart"
        className={`button button--primary add-to-cart${blocked ? ` is-disabled is-${state}` : ""}${busy ? " loading" : ""}${phase === "added" ? " added" : ""}`}
        aria-disabled={blocked || undefined}
        aria-busy={busy || undefined}
        data-state={phase}
        data-availability={state}
        onClick={onClick}
      >
        {LABELS[phase]}
      </button>
      {buyNow && (
        <button
          type="submit"
          name="intent"
          value={BUY_NOW}
          className={`button button--ghost buy-now${blocked ? " is-disabled" : ""}`}
          aria-disabled={blocked || undefined}
          onClick={onClick}
        >
          Buy now
        </button>
      )}
      <CartNotice notice={result ?? (action === undefined ? flag : null)} productName={productName} id={action === undefined ? PRODUCT_NOTICE_ID : undefined} />
    </>
  );
}
