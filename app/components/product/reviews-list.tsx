import type { ReviewDetail } from "../../../domain/catalog/types.ts";
import type { CSSProperties } from "react";
import { ratingLabel } from "../../lib/catalog-text.ts";

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Approved reviews, newest first, each with its stars, author, date, a "verified owner" badge (unless the shop hides it) and the shop's reply. */
export function ReviewList({ reviews, showVerifiedLabel = true }: { reviews: ReviewDetail[]; showVerifiedLabel?: boolean }) {
  if (reviews.length === 0) return <p className="reviews__empty">There are no reviews yet.</p>;
  return (
    <ol className="review-list">
      {reviews.map((review) => (
        <li key={review.id} id={`review-${review.id}`} className="review">
          {review.rating !== null && <ReviewStars rating={review.rating} />}
          <p className="review__meta">
            <strong className="review__author">{review.authorName}</strong>
            {showVerifiedLabel && review.verified && <em className="review__verified">verified owner</em>}
            <span aria-hidden="true"> – </span>
            <time dateTime={review.createdAt}>{DATE_FORMAT.format(new Date(review.createdAt))}</time>
          </p>
          <div className="review__content">
            {review.content.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          {review.reply && <ShopReply reply={review.reply} repliedAt={review.repliedAt} />}
        </li>
      ))}
    </ol>
  );
}

/** The shop's answer under a review, set apart so it is not read as the reviewer's words. */
function ShopReply({ reply, repliedAt }: { reply: string; repliedAt: string | null }) {
  return (
    <div className="review__reply">
      <p className="review__reply-meta">
        <strong>Reply from the shop</strong>
        {repliedAt && (
          <>
            <span aria-hidden="true"> – </span>
            <time dateTime={repliedAt}>{DATE_FORMAT.format(new Date(repliedAt))}</time>
          </>
        )}
      </p>
      {reply.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

/** The catalogue's star row (the same markup as StarRating) without the review count. */
function ReviewStars({ rating }: { rating: number }) {
  const fill = { "--rating-fill": `${(rating / 5) * 100}%` } as CSSProperties;
  return <span className="star-rating" role="img" aria-label={ratingLabel(rating)} style={fill} />;
}
