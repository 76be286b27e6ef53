import type { ProductCard as ProductCardData } from "../../../domain/catalog/types.ts";
import { ProductCard } from "./product-card.tsx";

/** The grid shows up to four columns, so up to four images can be in the first row, above the fold. */
export const EAGER_IMAGES = 4;

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
};

export function ProductGrid({ products, sizes, headingLevel = "h2", leadsPage = true, label = "Products" }: ProductGridProps) {
  return (
    <div className="product-grid-wrap">
      <ul role="list" className="product-grid" aria-label={label}>
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            sizes={sizes}
            headingLevel={headingLevel}
            loading={leadsPage && index < EAGER_IMAGES ? "eager" : "lazy"}
            highPriority={leadsPage && index === 0}
          />
        ))}
      </ul>
    </div>
  );
}
