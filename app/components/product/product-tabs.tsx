import { useMemo, type ReactNode } from "react";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import type { ProductPageSettings } from "../../../domain/product/page-settings.ts";
import { OPEN_REVIEW_ACCESS, type ReviewAccess } from "../../../domain/product/review-settings.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { type ProductTabId, useProductTabs } from "../../hooks/use-product-tabs.ts";
import { AdditionalInformation, hasAdditionalInformation } from "./product-additional-information.tsx";
import { ReviewsPanel } from "./reviews-panel.tsx";
import { RichText } from "./rich-text.tsx";

type Tab = { id: ProductTabId; label: string; content: ReactNode };

/**
 * Description, additional information and reviews as an accessible tab list. The server renders every
 * panel stacked under its heading, so all of it is in the HTML and reachable without JavaScript; once
 * hydrated, one panel shows at a time, chosen by the address (see `tabFromLocation`) or by the shopper.
 */
export function ProductTabs({
  product,
  settings,
  reviewAccess = OPEN_REVIEW_ACCESS,
}: {
  product: ProductDetail;
  settings: ProductPageSettings;
  reviewAccess?: ReviewAccess;
}) {
  const hydrated = useHydrated();
  const tabs = useMemo(() => productTabs(product, settings, reviewAccess), [product, settings, reviewAccess]);
  const ids = useMemo(() => tabs.map((t) => t.id), [tabs]);
  const { active, select, onKeyDown, register } = useProductTabs(ids);
  return (
    <section className={`product-tabs${hydrated ? " is-interactive" : ""}`}>
      {hydrated && (
        <div role="tablist" aria-label="Product details" className="product-tabs__list" onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={register(tab.id)}
              type="button"
              role="tab"
              id={`tab-title-${tab.id}`}
              aria-controls={`tab-${tab.id}`}
              aria-selected={tab.id === active}
              tabIndex={tab.id === active ? 0 : -1}
              className="product-tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`tab-${tab.id}`}
          className={`product-tabs__panel product-tabs__panel--${tab.id}`}
          {...(hydrated ? { role: "tabpanel", "aria-labelledby": `tab-title-${tab.id}`, tabIndex: 0, hidden: tab.id !== active } : {})}
        >
          <h2 className="product-tabs__heading">{tab.id === "reviews" ? reviewsHeading(product) : tab.label}</h2>
          {tab.content}
        </div>
      ))}
    </section>
  );
}

function productTabs(product: ProductDetail, settings: ProductPageSettings, reviewAccess: ReviewAccess): Tab[] {
  const tabs: Tab[] = [];
  if (product.description) tabs.push({ id: "description", label: "Description", content: <RichText html={product.description} /> });
  if (hasAdditionalInformation(product)) {
    tabs.push({ id: "additional_information", label: "Additional information", content: <AdditionalInformation product={product} /> });
  }
  tabs.push({
    id: "reviews",
    label: `Reviews (${product.reviews.length})`,
    content: (
      <ReviewsPanel product={product} ratingsRequired={settings.ratingsRequired} ratingRequiredText={settings.texts.ratingRequired} access={reviewAccess} />
    ),
  });
  return tabs;
}

function reviewsHeading(product: ProductDetail): string {
  const n = product.reviews.length;
  return n === 0 ? "Reviews" : `${n} ${n === 1 ? "review" : "reviews"} for ${product.name}`;
}
