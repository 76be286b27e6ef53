/** The taxonomy's fixed vocabularies and their labels, free of zod so that the admin's pages may show them. */

export const SWATCH_TYPES = ["color", "image", "label", "select"] as const;
export type SwatchType = (typeof SWATCH_TYPES)[number];
export const SWATCH_TYPE_LABELS = { color: "Colour", image: "Image", label: "Label", select: "Select" } as const satisfies Record<SwatchType, string>;

export const REVIEW_STATUSES = ["pending", "approved", "spam"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS = { pending: "Pending", approved: "Approved", spam: "Spam" } as const satisfies Record<ReviewStatus, string>;

export const REVIEW_BULK_ACTIONS = ["approve", "unapprove", "spam", "delete"] as const;
export type ReviewBulkAction = (typeof REVIEW_BULK_ACTIONS)[number];
export const REVIEW_ACTION_LABELS = { approve: "Approve", unapprove: "Unapprove", spam: "Mark as spam", delete: "Delete" } as const satisfies Record<
  ReviewBulkAction,
  string
>;
