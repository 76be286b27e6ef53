import type { ProductCard as ProductCardData } from "../../../domain/catalog/types.ts";
import { listingNoticeId } from "../../lib/cart-notice.ts";
import { ListingCartNotice, type CartNoticeScope } from "./listing-cart-notice.tsx";
import { ProductCard } from "./product-card.tsx";

/**
 * Only the first card's image is loaded eagerly, at high priority: it is the likely LCP, and the server
 * renderer preloads every eager image in <head>, so eager images the first screen may not show (the fourth
 * card sits in the second row beside the archive sidebar, and lower still on phones) became preloads the
 * page did not use. Lazy images in the first screen still load at once, as soon as layout places them.
 */
export const EAGER_IMAGES = 1;

/** Image slot widths of the grid: two columns on phones, three beside the archive sidebar, four at most. */
export const GRID_SIZES = {
  archive: "(min-width: 1280px) 300px, (min-width: 920px) calc((100vw - 22rem) / 3), (min-width: 560px) 33vw, 50vw",
  full: "(min-width: 1280px) 300px, (min-width: 1000px) 25vw, (min-width: 560px) 33vw, 50vw",
} as const;

type ProductGridProps = {
  products: ProductCardData[];
  sizes: string;
  headingLevel?: "h2" | "h3";
  /** Whether the grid opens the page, so its first image is the one to load first. */
  leadsPage?: boolean;
  label?: string;
  /**
   * Whether the grid tells the outcome of a card's add without JavaScript: the page's main grid tells any
   * (one per page does), a shelf only its own cards' (the product page's form tells its own).
   */
  cartNotice?: CartNoticeScope | "none";
};

export function ProductGrid({ products, sizes, headingLevel = "h2", leadsPage = true, label = "Products", cartNotice = "none" }: ProductGridProps) {
  // The cards' adds without JavaScript come back to this grid's notice, by its address.
  const noticeId = cartNotice === "none" ? undefined : listingNoticeId(label);
  return (
    <div className="product-grid-wrap">
      {cartNotice !== "none" && <ListingCartNotice products={products} scope={cartNotice} id={listingNoticeId(label)} />}
      <ul role="list" className="product-grid" aria-label={label}>
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            sizes={sizes}
            headingLevel={headingLevel}
            loading={leadsPage && index < EAGER_IMAGES ? "eager" : "lazy"}
            highPriority={leadsPage && index === 0}
            noticeId={noticeId}
          />
        ))}
      </ul>
    </div>
  );
}
