import type { CSSProperties } from "react";
import { VARIATION_DETAIL_SLIDE_MS, VARIATION_DETAIL_UPDATE_DELAY_MS } from "../../../domain/product/constants.ts";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import { PRODUCT_PAGE_SETTING_DEFAULTS, type ProductPageSettings } from "../../../domain/product/page-settings.ts";
import { OPEN_REVIEW_ACCESS, type ReviewAccess } from "../../../domain/product/review-settings.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useQuantity } from "../../hooks/use-quantity.ts";
import { useVariationForm, type VariationSource } from "../../hooks/use-variation-form.ts";
import { Price } from "../catalog/price.tsx";
import { ProductGallery } from "./gallery/product-gallery.tsx";
import { StarRating } from "../catalog/star-rating.tsx";
import { StockStatus } from "../catalog/stock-status.tsx";
import { ProductFacts } from "./product-facts.tsx";
import { GroupedPurchaseForm, SimplePurchaseForm } from "./product-purchase.tsx";
import { ProductTabs } from "./product-tabs.tsx";
import { RichText } from "./rich-text.tsx";
import { VariationForm } from "./variation-form.tsx";
import { Breadcrumbs } from "../shell/breadcrumbs.tsx";

const NO_VARIATIONS: VariationSource = { kind: "embedded", variations: [] };

type ProductSummaryProps = {
  product: ProductDetail;
  variationSource?: VariationSource | null;
  initialSelection?: Record<string, string>;
  /** The quantity the address gives (`?quantity=`), as a step without JavaScript comes back with. */
  initialQuantity?: number | null;
  settings?: ProductPageSettings;
  reviewAccess?: ReviewAccess;
};

/** The product page: gallery image, facts, and the cart form whose chosen variation drives what is shown. */
export function ProductSummary({
  product,
  variationSource = null,
  initialSelection = {},
  initialQuantity = null,
  settings = PRODUCT_PAGE_SETTING_DEFAULTS,
  reviewAccess = OPEN_REVIEW_ACCESS,
}: ProductSummaryProps) {
  const hydrated = useHydrated();
  const { texts, swatches } = settings;
  const variations = useVariationForm(product.attributes, variationSource ?? NO_VARIATIONS, initialSelection, swatches);
  const quantity = useQuantity(product, variations.match, initialQuantity);
  const details = variations.view.details;
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const firstCategory = product.categories[0];
  // A chosen variation's price and stock slide in after a pause, as the spec times it (§9).
  const detailsKey = details?.variationId ?? "product";
  const detailTiming = { "--variation-slide": `${VARIATION_DETAIL_SLIDE_MS}ms`, "--variation-delay": `${VARIATION_DETAIL_UPDATE_DELAY_MS}ms` } as CSSProperties;
  const price = details ? { min: details.price, max: details.price } : product.price;
  const regularPrice = details ? { min: details.regularPrice, max: details.regularPrice } : product.regularPrice;
  return (
    <article className="product container" data-hydrated={hydrated || undefined} style={detailTiming}>
      <Breadcrumbs category={firstCategory} current={product.name} />
      <div className="product__layout">
        <div className="product__media">
          <ProductGallery
            images={images}
            variationImage={details?.image ?? null}
            productName={product.name}
            settings={settings.gallery}
            badge={product.onSale && <span className="badge badge--sale">Sale</span>}
          />
        </div>
        <div className="product__summary">
          <h1 className="product__title">{product.name}</h1>
          {product.ratingCount > 0 && (
            <div className="product__rating">
              <StarRating average={product.averageRating} count={product.ratingCount} />
              {/* The reviews tab opens on its hash (see useProductTabs). */}
              <a href="#reviews" className="product__reviews-link">
                {product.ratingCount === 1 ? "1 customer review" : `${product.ratingCount} customer reviews`}
              </a>
            </div>
          )}
          <Price
            key={`price-${detailsKey}`}
            price={price}
            regularPrice={regularPrice}
            onSale={details ? details.onSale : product.onSale}
            taxClass={product.taxClass}
            className={`product__price${details ? " variation-detail" : ""}`}
          />
          {product.shortDescription && <RichText html={product.shortDescription} className="product__short" />}
          <StockStatus
            key={`stock-${detailsKey}`}
            status={details?.availability.stockStatus ?? product.stockStatus}
            className={`product__stock${details ? " variation-detail" : ""}`}
          />
          {variationSource ? (
            <VariationForm product={product} state={variations} quantity={quantity} texts={texts} swatchOptions={swatches} />
          ) : (
            <>
              {product.type === "simple" && <SimplePurchaseForm product={product} quantity={quantity} texts={texts} />}
              {product.type === "grouped" && <GroupedPurchaseForm product={product} />}
            </>
          )}
          <ProductFacts
            sku={details?.sku ?? product.sku}
            weightGrams={details?.weightGrams ?? product.weightGrams}
            dimensionsMm={details?.dimensionsMm ?? product.dimensionsMm}
            categories={product.categories}
            tags={product.tags}
          />
        </div>
      </div>
      <ProductTabs product={product} settings={settings} reviewAccess={reviewAccess} />
    </article>
  );
}
