import type { ColumnDef, RowSelectionState } from "@tanstack/react-table";
import { useState } from "react";
import { Form, Link } from "react-router";
import { REVIEW_ACTION_LABELS, REVIEW_BULK_ACTIONS, REVIEW_STATUS_LABELS, type ReviewBulkAction } from "../../../../domain/admin/taxonomy-labels.ts";
import { DataTable } from "../data-table.tsx";
import type { ReviewRow } from "./review-forms.tsx";

const BULK_FORM = "review-bulk";
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** One row's action as its own small form post, named for the review it acts on. */
function RowAction({ review, action }: { review: ReviewRow; action: ReviewBulkAction }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="moderate" />
      <input type="hidden" name="id" value={review.id} />
      <button
        type="submit"
        name="action"
        value={action}
        className={action === "delete" ? "admin-button--danger" : undefined}
        aria-label={`${REVIEW_ACTION_LABELS[action]} the review by ${review.authorName}`}
      >
        {REVIEW_ACTION_LABELS[action]}
      </button>
    </Form>
  );
}

const columns: ColumnDef<ReviewRow, unknown>[] = [
  {
    id: "review",
    header: "Review",
    cell: ({ row }) => {
      const review = row.original;
      return (
        <div className="taxonomy__review">
          <p>
            <strong>{review.authorName}</strong> <span className="admin-muted">{review.authorEmail}</span>
            {review.verified && <em> verified owner</em>}
          </p>
          <p>{review.rating === null ? "No rating" : `Rated ${review.rating} of 5`}</p>
          <p className="taxonomy__review-text">{review.content}</p>
          {review.reply && <p className="taxonomy__review-reply">Reply: {review.reply}</p>}
        </div>
      );
    },
  },
  { id: "product", header: "Product", cell: ({ row }) => <a href={`/product/${row.original.productSlug}#reviews`}>{row.original.productName}</a> },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <span className={`taxonomy__status taxonomy__status--${row.original.status}`}>{REVIEW_STATUS_LABELS[row.original.status]}</span>,
  },
  { id: "date", header: "Date", cell: ({ row }) => <time dateTime={row.original.createdAt}>{DATE.format(new Date(row.original.createdAt))}</time> },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) => {
      const review = row.original;
      return (
        <div className="admin-actions">
          {review.status === "approved" ? <RowAction review={review} action="unapprove" /> : <RowAction review={review} action="approve" />}
          {review.status !== "spam" && <RowAction review={review} action="spam" />}
          <RowAction review={review} action="delete" />
          <Link to={`?reply=${review.id}`} aria-label={`Reply to the review by ${review.authorName}`} preventScrollReset>
            Reply
          </Link>
        </div>
      );
    },
  },
];

/** The moderation queue: each row with its own actions, and a bulk action for the rows selected. */
export function ReviewTable({ reviews }: { reviews: ReviewRow[] }) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const selected = Object.keys(selection).filter((id) => selection[id]).length;
  return (
    <>
      <Form method="post" id={BULK_FORM} className="admin-filters taxonomy__bulk" aria-label="Bulk actions">
        <input type="hidden" name="intent" value="bulk" />
        <label htmlFor="review-bulk-action">With the selected reviews</label>
        <select id="review-bulk-action" name="action" defaultValue="approve">
          {REVIEW_BULK_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {REVIEW_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
        <button type="submit">Apply</button>
        <span className="admin-muted" aria-live="polite">
          {selected > 0 ? `${selected} selected` : ""}
        </span>
      </Form>
      <DataTable
        caption="Reviews, pending first"
        rows={reviews}
        columns={columns}
        rowId={(row) => String(row.id)}
        selection={{ name: "ids", form: BULK_FORM, state: selection, onChange: setSelection }}
        empty="No reviews match these filters."
      />
    </>
  );
}
