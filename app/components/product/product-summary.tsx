import { Link } from "react-router";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import { Price } from "../catalog/price.tsx";
import { ProductImage } from "../catalog/product-image.tsx";
import { StarRating } from "../catalog/star-rating.tsx";
import { StockStatus } from "../catalog/stock-status.tsx";
import { TextBlocks } from "./text-blocks.tsx";

const MAIN_IMAGE_SIZES = "(min-width: 1280px) 620px, (min-width: 920px) 50vw, 100vw";

/** The product page's first cut: the facts a shopper needs before the full product page arrives. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const mainImage = product.images[0] ?? product.image;
  const firstCategory = product.categories[0];
  return (
    <article className="product container">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/shop">Shop</Link>
          </li>
          {firstCategory && (
            <li>
              <Link to={`/category/${firstCategory.slug}`}>{firstCategory.name}</Link>
            </li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product__layout">
        <div className="product__media">
          <ProductImage image={mainImage} sizes={MAIN_IMAGE_SIZES} loading="eager" highPriority className="product__image" />
          {product.onSale && <span className="badge badge--sale">Sale</span>}
        </div>
        <div className="product__summary">
          <h1 className="product__title">{product.name}</h1>
          <StarRating average={product.averageRating} count={product.ratingCount} />
          <Price price={product.price} regularPrice={product.regularPrice} onSale={product.onSale} className="product__price" />
          {product.shortDescription && <TextBlocks text={product.shortDescription} className="product__short" />}
          <StockStatus status={product.stockStatus} className="product__stock" />
          <dl className="product__meta">
            {product.sku && (
              <div>
                <dt>SKU</dt>
                <dd>{product.sku}</dd>
              </div>
            )}
            {product.categories.length > 0 && (
              <div>
                <dt>{product.categories.length === 1 ? "Category" : "Categories"}</dt>
                <dd>
                  {product.categories.map((category, index) => (
                    <span key={category.slug}>
                      {index > 0 && ", "}
                      <Link to={`/category/${category.slug}`}>{category.name}</Link>
                    </span>
                  ))}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      {product.description && (
        <section className="product__description" aria-labelledby="description-title">
          <h2 id="description-title">Description</h2>
          <TextBlocks text={product.description} />
        </section>
      )}
    </article>
  );
}
