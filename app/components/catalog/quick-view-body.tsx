import { useState } from "react";
import { Link } from "react-router";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import type { ProductPageSettings } from "../../../domain/product/page-settings.ts";
import { useQuantity } from "../../hooks/use-quantity.ts";
import { useVariationForm, type VariationSource } from "../../hooks/use-variation-form.ts";
import { VariationForm } from "../product/variation-form.tsx";
import { Price } from "./price.tsx";
import { ProductImage } from "./product-image.tsx";
import { StockStatus } from "./stock-status.tsx";

/** The quick view's selects: ids of their own, apart from a product page's form behind the dialog. */
export const QUICK_VIEW_ID_PREFIX = "quick-view-attribute-";

/** How many of the product's images the quick view's gallery offers. */
export const QUICK_VIEW_IMAGES = 4;

const NO_VARIATIONS: VariationSource = { kind: "embedded", variations: [] };

export type QuickViewData = {
  product: ProductDetail;
  variationSource: VariationSource | null;
  initialSelection: Record<string, string>;
  settings: ProductPageSettings;
};

/** The quick view's content once the product is loaded: the first images, price and stock, and the product page's variation form. */
export function QuickViewBody({ data, titleId, action }: { data: QuickViewData; titleId: string; action: string }) {
  const { product, variationSource, initialSelection, settings } = data;
  const variations = useVariationForm(product.attributes, variationSource ?? NO_VARIATIONS, initialSelection, settings.swatches);
  const quantity = useQuantity(product, variations.match);
  const details = variations.view.details;
  const images = (product.images.length > 0 ? product.images : product.image ? [product.image] : []).slice(0, QUICK_VIEW_IMAGES);
  const [shown, setShown] = useState(0);
  const main = details?.image ?? images[shown] ?? null;
  return (
    <div className="quick-view__layout">
      <div className="quick-view__gallery">
        <ProductImage image={main} sizes="(min-width: 800px) 22rem, 80vw" loading="eager" className="quick-view__image" />
        {images.length > 1 && (
          <ul role="list" className="quick-view__thumbs" aria-label="Product images">
            {images.map((image, index) => (
              <li key={image.src}>
                <button
                  type="button"
                  className="quick-view__thumb"
                  aria-label={`Show image ${index + 1}`}
                  aria-pressed={index === shown}
                  onClick={() => setShown(index)}
                >
                  <ProductImage image={image} sizes="4rem" loading="lazy" alt="" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="quick-view__summary">
        <h2 id={titleId} className="quick-view__title">
          {product.name}
        </h2>
        <Price
          price={details ? { min: details.price, max: details.price } : product.price}
          regularPrice={details ? { min: details.regularPrice, max: details.regularPrice } : product.regularPrice}
          onSale={details ? details.onSale : product.onSale}
          taxClass={product.taxClass}
          className="quick-view__price"
        />
        <StockStatus status={details?.availability.stockStatus ?? product.stockStatus} />
        {variationSource && (
          <VariationForm
            product={product}
            state={variations}
            quantity={quantity}
            texts={settings.texts}
            swatchOptions={settings.swatches}
            action={action}
            idPrefix={QUICK_VIEW_ID_PREFIX}
          />
        )}
        <Link to={`/product/${product.slug}`} className="quick-view__details">
          View full details
        </Link>
      </div>
    </div>
  );
}
