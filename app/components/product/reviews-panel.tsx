import { useSearchParams } from "react-router";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import { OPEN_REVIEW_ACCESS, type ReviewAccess, VERIFIED_OWNERS_ONLY_TEXT } from "../../../domain/product/review-settings.ts";
import { ReviewForm } from "./reviews-form.tsx";
import { ReviewList } from "./reviews-list.tsx";

export const REVIEW_SUBMITTED_NOTICE = "Thank you, your review is awaiting approval.";
export const REVIEW_PUBLISHED_NOTICE = "Thank you, your review has been published.";

/** The review action's redirect says which notice to show: `?review=submitted` (pending) or `?review=published`. */
const NOTICES: Record<string, string> = { submitted: REVIEW_SUBMITTED_NOTICE, published: REVIEW_PUBLISHED_NOTICE };

/** The reviews tab: the approved reviews, the notice after sending one, and the form to write one (or why not). */
type ReviewsPanelProps = { product: ProductDetail; ratingsRequired: boolean; ratingRequiredText: string; access?: ReviewAccess };

export function ReviewsPanel({ product, ratingsRequired, ratingRequiredText, access = OPEN_REVIEW_ACCESS }: ReviewsPanelProps) {
  const [search] = useSearchParams();
  const notice = NOTICES[search.get("review") ?? ""];
  return (
    <div id="reviews" className="reviews">
      {notice && (
        <p className="reviews__notice" role="status">
          {notice}
        </p>
      )}
      <ReviewList reviews={product.reviews} showVerifiedLabel={access.showVerifiedLabel} />
      {access.mayReview ? (
        // Keyed by the notice so the form starts empty again after a review is sent.
        <ReviewForm
          key={search.get("review") ?? ""}
          productSlug={product.slug}
          productName={product.name}
          hasReviews={product.reviews.length > 0}
          ratingsRequired={ratingsRequired}
          ratingRequiredText={ratingRequiredText}
          reviewer={access.reviewer}
        />
      ) : (
        <p className="reviews__verification-required">{VERIFIED_OWNERS_ONLY_TEXT}</p>
      )}
    </div>
  );
}
