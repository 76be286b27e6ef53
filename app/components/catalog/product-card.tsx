import { Link } from "react-router";
import type { ProductCard as ProductCardData } from "../../../domain/catalog/types.ts";
import { CardPurchase } from "./card-purchase.tsx";
import { Price } from "./price.tsx";
import { ProductImage, type ImageLoading } from "./product-image.tsx";
import { StarRating } from "./star-rating.tsx";
import { StockStatus } from "./stock-status.tsx";

type ProductCardProps = ImageLoading & {
  product: ProductCardData;
  sizes: string;
  headingLevel: "h2" | "h3";
  /** The id of the notice that tells this card's add without JavaScript (its grid's), if one does. */
  noticeId?: string | undefined;
};

/** One grid tile. The name is the card's one link; CSS stretches it over the whole tile. */
export function ProductCard({ product, sizes, headingLevel: Heading, loading, highPriority, noticeId }: ProductCardProps) {
  return (
    <li className="product-card">
      <div className="product-card__media">
        <ProductImage image={product.image} sizes={sizes} loading={loading} highPriority={highPriority} className="product-card__image" alt="" />
        {product.onSale && <span className="badge badge--sale">Sale</span>}
        {product.stockStatus === "outofstock" && <span className="badge badge--muted">Sold out</span>}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title">
          <Link to={`/product/${product.slug}`} className="product-card__link" prefetch="intent">
            {product.name}
          </Link>
        </Heading>
        <Price price={product.price} regularPrice={product.regularPrice} onSale={product.onSale} taxClass={product.taxClass} />
        <StarRating average={product.averageRating} count={product.ratingCount} />
        <StockStatus status={product.stockStatus} />
      </div>
      <CardPurchase product={product} noticeId={noticeId} />
    </li>
  );
}
