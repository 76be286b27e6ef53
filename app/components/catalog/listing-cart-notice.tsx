import type { ProductCard } from "../../../domain/catalog/types.ts";
import { useCartFlagOf } from "../../hooks/use-cart-flag.ts";
import { CartNotice } from "../product/cart-notice.tsx";

/** Which flags a grid tells: any listing's (the page's main grid), or only those of its own cards (a shelf beside other grids). */
export type CartNoticeScope = "any" | "own";

/**
 * A listing's add without JavaScript came back here: "added" with the product's name and a cart link, or the
 * reason it failed. `id` is the grid's notice address, which its cards' posts come back to (`#id`).
 */
export function ListingCartNotice({ products, scope, id }: { products: readonly ProductCard[]; scope: CartNoticeScope; id: string }) {
  const { notice, productId } = useCartFlagOf("listing");
  if (!notice) return null;
  const product = products.find((candidate) => candidate.id === productId);
  if (scope === "own" && !product) return null;
  return (
    <div className="listing-cart-notice" id={id}>
      <CartNotice notice={notice} productName={product?.name ?? "Product"} />
    </div>
  );
}
