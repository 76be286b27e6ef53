import type { FormEvent } from "react";
import { useFetcher } from "react-router";
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, checkReviewSubmission } from "../../../domain/product/product-page-texts.ts";

/** What the review action answers when the input is refused: a message per field and what was sent. */
export type ReviewFormResult = { fields: Partial<Record<ReviewField, string>>; values: Partial<Record<ReviewField, string>> };
export type ReviewField = "rating" | "comment" | "author" | "email";

const STARS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) => REVIEW_RATING_MIN + i);

type ReviewFormProps = {
  productSlug: string;
  productName: string;
  hasReviews: boolean;
  ratingsRequired: boolean;
  ratingRequiredText: string;
  result?: ReviewFormResult | undefined;
  /** The signed-in customer the review is from: the form then asks for no name or e-mail. */
  reviewer?: { name: string; email: string } | null;
};

/**
 * The review form: a normal POST to /product/:slug/reviews that works without JavaScript; once hydrated
 * it posts through a fetcher (the action's redirect brings the page back with the notice) and refuses to
 * send without a rating while ratings are required (§5), with the configured alert.
 */
export function ReviewForm({ productSlug, productName, hasReviews, ratingsRequired, ratingRequiredText, result, reviewer = null }: ReviewFormProps) {
  const fetcher = useFetcher<ReviewFormResult>();
  const answer = fetcher.data ?? result;
  const errors = answer?.fields ?? {};
  const values = answer?.values ?? {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const check = checkReviewSubmission(
      { ratingFieldPresent: true, ratingValue: form.get("rating") as string | null, ratingsRequired },
      { ratingRequired: ratingRequiredText },
    );
    if (!check.ok) {
      event.preventDefault();
      window.alert(check.alert);
    }
  }

  const describedBy = (field: ReviewField) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `review-${field}-error` } : {});
  const error = (field: ReviewField) =>
    errors[field] && (
      <p className="field-error" id={`review-${field}-error`}>
        {errors[field]}
      </p>
    );

  return (
    <div id="review_form" className="review-form">
      <h3 id="reply-title">{hasReviews ? "Add a review" : `Be the first to review “${productName}”`}</h3>
      <fetcher.Form method="post" action={`/product/${productSlug}/reviews`} onSubmit={onSubmit} className="review-form__form" aria-labelledby="reply-title">
        {!reviewer && <p className="muted">Your email address will not be published. Required fields are marked *</p>}
        <fieldset className="review-form__rating" aria-describedby={errors.rating ? "review-rating-error" : undefined}>
          <legend className="field-label">Your rating{ratingsRequired && " *"}</legend>
          <div className="rating-stars">
            {STARS.map((n) => (
              <label key={n} className="rating-stars__star">
                <input type="radio" name="rating" value={n} defaultChecked={values.rating === String(n)} className="visually-hidden" />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {n} of {REVIEW_RATING_MAX} stars
                </span>
              </label>
            ))}
          </div>
          {error("rating")}
        </fieldset>
        <div className="review-form__field">
          <label className="field-label" htmlFor="review-comment">
            Your review *
          </label>
          <textarea
            id="review-comment"
            name="comment"
            rows={6}
            maxLength={5000}
            required
            defaultValue={values.comment}
            className="field-input review-form__text"
            {...describedBy("comment")}
          />
          {error("comment")}
        </div>
        {reviewer ? (
          <p className="review-form__reviewer muted">Reviewing as {reviewer.name}.</p>
        ) : (
          <>
            <div className="review-form__field">
              <label className="field-label" htmlFor="review-author">
                Name *
              </label>
              <input
                id="review-author"
                name="author"
                type="text"
                autoComplete="name"
                maxLength={245}
                required
                defaultValue={values.author}
                className="field-input"
                {...describedBy("author")}
              />
              {error("author")}
            </div>
            <div className="review-form__field">
              <label className="field-label" htmlFor="review-email">
                Email *
              </label>
              <input
                id="review-email"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={100}
                required
                defaultValue={values.email}
                className="field-input"
                {...describedBy("email")}
              />
              {error("email")}
            </div>
          </>
        )}
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          Submit
        </button>
      </fetcher.Form>
    </div>
  );
}
