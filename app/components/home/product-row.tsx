import { Link } from "react-router";
import type { ProductCard } from "../../../domain/catalog/types.ts";
import { GRID_SIZES, ProductGrid } from "../catalog/product-grid.tsx";

type ProductRowProps = { title: string; products: ProductCard[]; moreHref: string; showsCartNotice?: boolean };

export function ProductRow({ title, products, moreHref, showsCartNotice = false }: ProductRowProps) {
  if (products.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby="product-row-title">
      <div className="home-section__head">
        <h2 id="product-row-title">{title}</h2>
        <Link to={moreHref} className="home-section__more">
          Shop all <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ProductGrid
        products={products}
        sizes={GRID_SIZES.full}
        headingLevel="h3"
        leadsPage={false}
        label={title}
        cartNotice={showsCartNotice ? "any" : "none"}
      />
    </section>
  );
}
