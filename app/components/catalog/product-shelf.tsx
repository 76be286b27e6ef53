import { useId } from "react";
import type { ProductCard } from "../../../domain/catalog/types.ts";
import { GRID_SIZES, ProductGrid } from "./product-grid.tsx";

type ProductShelfProps = { title: string; products: ProductCard[]; className?: string };

/**
 * A titled row of product cards below the main content: the product page's upsells and related products,
 * the cart's cross-sells. The shop grid's own cards; nothing when there is nothing to show.
 */
export function ProductShelf({ title, products, className }: ProductShelfProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={`product-shelf${className ? ` ${className}` : ""}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="product-shelf__title">
        {title}
      </h2>
      <ProductGrid products={products} sizes={GRID_SIZES.full} headingLevel="h3" leadsPage={false} label={title} cartNotice="own" />
    </section>
  );
}
