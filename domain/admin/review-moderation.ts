/** Review moderation's rules: what each action makes of a review, and the order the queue is read in. */
import type { ReviewBulkAction, ReviewStatus } from "./taxonomy-input.ts";

/** A review as the moderation queue shows it: what the service reads and the admin screens render. */
export type ModerationReview = {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  authorName: string;
  authorEmail: string;
  rating: number | null;
  content: string;
  status: ReviewStatus;
  verified: boolean;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
};

/** The status an action leaves a review in; null for delete (the review is gone). */
export const STATUS_AFTER: Record<ReviewBulkAction, ReviewStatus | null> = {
  approve: "approved",
  unapprove: "pending",
  spam: "spam",
  delete: null,
};

/** Pending reviews wait for someone, so they come first; then approved ones, then spam. */
export const REVIEW_STATUS_ORDER: Record<ReviewStatus, number> = { pending: 0, approved: 1, spam: 2 };

/**
 * Whether an action on reviews in these statuses changes any product's rating: only approved reviews
 * count, so a change into or out of "approved" (or deleting an approved one) does.
 */
export function changesRating(action: ReviewBulkAction, statusesBefore: readonly ReviewStatus[]): boolean {
  const after = STATUS_AFTER[action];
  return statusesBefore.some((before) => (before === "approved") !== (after === "approved"));
}

/** The rating a product shows: the approved ratings' mean, to two decimals; 0 with none. */
export function averageRating(ratings: readonly number[]): { average: number; count: number } {
  if (ratings.length === 0) return { average: 0, count: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { average: Math.round((sum / ratings.length) * 100) / 100, count: ratings.length };
}
