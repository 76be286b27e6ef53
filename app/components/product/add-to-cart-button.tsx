import type { AddToCartButtonState } from "../../../domain/product/variation-state.ts";

type AddToCartButtonProps = { state: AddToCartButtonState; onBlockedClick: () => void };

/**
 * Disabled by aria-disabled rather than the disabled attribute: a click on it must still reach the page
 * so the shopper is told why (the alerts of product-page-and-widgets.md §5).
 */
export function AddToCartButton({ state, onBlockedClick }: AddToCartButtonProps) {
  const blocked = state !== "enabled";
  return (
    <button
      type="submit"
      className={`button button--primary add-to-cart${blocked ? ` is-disabled is-${state}` : ""}`}
      aria-disabled={blocked || undefined}
      data-state={state}
      onClick={(event) => {
        if (!blocked) return;
        event.preventDefault();
        onBlockedClick();
      }}
    >
      Add to cart
    </button>
  );
}
