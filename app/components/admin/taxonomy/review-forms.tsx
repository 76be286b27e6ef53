import { useRef } from "react";
import { Form, Link } from "react-router";
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus } from "../../../../domain/admin/taxonomy-labels.ts";
import type { ModerationReview } from "../../../../domain/admin/review-moderation.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";

/** A row of the moderation queue. */
export type ReviewRow = ModerationReview;

/** The list's filters as a GET form: status (with counts) and product. */
export function ReviewFilters({
  filter,
  counts,
  products,
}: {
  filter: { status: string; product: string };
  counts: Record<ReviewStatus, number>;
  products: { id: number; name: string }[];
}) {
  return (
    <Form method="get" className="admin-filters" aria-label="Filter reviews">
      <Field label="Status" name="status">
        {(props) => (
          <select defaultValue={filter.status} {...props}>
            <option value="">All statuses</option>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REVIEW_STATUS_LABELS[status]} ({counts[status]})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Product" name="product">
        {(props) => (
          <select defaultValue={filter.product} {...props}>
            <option value="">All products</option>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit">Filter</button>
      {(filter.status || filter.product) && <Link to="/admin/reviews">Clear filters</Link>}
    </Form>
  );
}

/** The shop's public reply to one review, shown under it on the product page; emptied, it is removed. */
export function ReplyForm({ review, problem }: { review: ReviewRow; problem: AdminProblem | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef);
  return (
    <section className="admin-card" aria-labelledby="reply-title">
      <h2 id="reply-title">Reply to {review.authorName}</h2>
      <blockquote className="taxonomy__quote">{review.content}</blockquote>
      {review.status !== "approved" && <p className="admin-muted">The reply shows on the product page once the review is approved.</p>}
      <Form method="post" noValidate ref={formRef}>
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="id" value={review.id} />
        <Field label="Your reply" name="reply" problem={problem} hint="Public, under the review. Leave empty to remove the reply.">
          {(props) => <textarea maxLength={2000} rows={4} defaultValue={review.reply ?? ""} {...props} />}
        </Field>
        <div className="admin-actions">
          <button type="submit" className="admin-button--primary">
            Save reply
          </button>
          <Link to="/admin/reviews">Cancel</Link>
        </div>
      </Form>
    </section>
  );
}
