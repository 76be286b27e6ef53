import { useSearchParams } from "react-router";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import { ReviewForm } from "./reviews-form.tsx";
import { ReviewList } from "./reviews-list.tsx";

export const REVIEW_SUBMITTED_NOTICE = "Thank you, your review is awaiting approval.";

/** The reviews tab: the approved reviews, the notice after sending one, and the form to write one. */
type ReviewsPanelProps = { product: ProductDetail; ratingsRequired: boolean; ratingRequiredText: string };

export function ReviewsPanel({ product, ratingsRequired, ratingRequiredText }: ReviewsPanelProps) {
  const [search] = useSearchParams();
  return (
    <div id="reviews" className="reviews">
      {search.get("review") === "submitted" && (
        <p className="reviews__notice" role="status">
          {REVIEW_SUBMITTED_NOTICE}
        </p>
      )}
      <ReviewList reviews={product.reviews} />
      {/* Keyed by the notice so the form starts empty again after a review is sent. */}
      <ReviewForm
        key={search.get("review") ?? ""}
        productSlug={product.slug}
        productName={product.name}
        hasReviews={product.reviews.length > 0}
        ratingsRequired={ratingsRequired}
        ratingRequiredText={ratingRequiredText}
      />
    </div>
  );
}
