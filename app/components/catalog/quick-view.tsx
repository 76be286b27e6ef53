import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { ProductCard } from "../../../domain/catalog/types.ts";
import { MINI_CART_OPEN } from "../cart/mini-cart.tsx";
import { CART_ADD_PATH } from "../../lib/cart-notice.ts";
import type { loader as productLoader } from "../../routes/product.tsx";
import { QuickViewBody } from "./quick-view-body.tsx";

/**
 * The card's quick view (P-4-145): a native modal <dialog> with the product's gallery, price, variation
 * form, quantity stepper (P-4-147) and add to cart. The product's data is the product page's own loader,
 * read when the dialog first opens (never for every card up front). The add posts to the listings' add to
 * cart; when it opens the mini-cart (added in place) the quick view closes so the drawer is in front.
 */
export function QuickView({ product }: { product: ProductCard }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<typeof productLoader>();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const close = () => dialog.current?.close();
    window.addEventListener(MINI_CART_OPEN, close);
    return () => window.removeEventListener(MINI_CART_OPEN, close);
  }, [open]);

  const show = () => {
    if (fetcher.state === "idle" && !fetcher.data) void fetcher.load(`/product/${product.slug}`);
    setOpen(true);
    dialog.current?.showModal();
  };

  const loaded = fetcher.data;
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small product-card__action quick-view-open"
        aria-haspopup="dialog"
        aria-label={`Quick view: ${product.name}`}
        onClick={show}
      >
        Quick view
      </button>
      <dialog
        ref={dialog}
        className="quick-view"
        aria-labelledby={titleId}
        aria-busy={!loaded || undefined}
        data-testid="quick-view"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="quick-view__content">
          <button type="button" className="quick-view__close" aria-label="Close quick view" onClick={() => dialog.current?.close()}>
            ×
          </button>
          {open && loaded ? (
            <QuickViewBody data={loaded} titleId={titleId} action={CART_ADD_PATH} />
          ) : (
            <>
              <h2 id={titleId} className="quick-view__title">
                {product.name}
              </h2>
              <p className="muted" role="status">
                {fetcher.state === "idle" && open ? "Could not load this product." : "Loading…"}
              </p>
              <Link to={`/product/${product.slug}`}>View full details</Link>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
