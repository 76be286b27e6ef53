/**
 * The shop's review settings (the `reviews` settings row) and the two rules they drive: who may write a
 * review, and whether a new review shows at once or waits for a moderator. The product page's browser code
 * reads this module, so it holds no schema (a zod object probes for eval when it is built, which the
 * Content-Security-Policy reports); the stored document is read in review-settings-schema.ts.
 */
export const REVIEW_SETTINGS_KEY = "reviews";

export type ReviewSettings = {
  /** New reviews wait in the admin's moderation queue until a moderator approves them. */
  requireApproval: boolean;
  /** Only signed-in customers with a paid order for the product ("verified owners") may review it. */
  verifiedOwnersOnly: boolean;
  /** Reviews by verified owners carry the "verified owner" label. */
  showVerifiedLabel: boolean;
};

export const REVIEW_SETTINGS_DEFAULTS: ReviewSettings = { requireApproval: true, verifiedOwnersOnly: false, showVerifiedLabel: true };

/** Who is about to review: signed in or not, and whether they (signed in) have a paid order for the product. */
export type Reviewer = { signedIn: boolean; verifiedOwner: boolean };

export type ReviewPermission = { ok: true } | { ok: false; reason: "verified-owners-only" };

export const VERIFIED_OWNERS_ONLY_TEXT = "Only logged in customers who have purchased this product may leave a review.";

/**
 * Anyone may review unless the shop takes reviews from verified owners only: then the reviewer must be
 * signed in and own the product. A guest's e-mail proves nothing, so it never makes a guest an owner.
 */
export function mayReview(settings: Pick<ReviewSettings, "verifiedOwnersOnly">, reviewer: Reviewer): ReviewPermission {
  if (!settings.verifiedOwnersOnly) return { ok: true };
  return reviewer.signedIn && reviewer.verifiedOwner ? { ok: true } : { ok: false, reason: "verified-owners-only" };
}

/** A new review is published at once unless the shop holds reviews for approval. */
export function newReviewStatus(settings: Pick<ReviewSettings, "requireApproval">): "approved" | "pending" {
  return settings.requireApproval ? "pending" : "approved";
}

/** Whether a review shows the "verified owner" label. */
export function showsVerifiedLabel(settings: Pick<ReviewSettings, "showVerifiedLabel">, review: { verified: boolean }): boolean {
  return settings.showVerifiedLabel && review.verified;
}

/** What the product page's reviews tab needs to know about the visitor and the settings. */
export type ReviewAccess = {
  /** False: the form is replaced by VERIFIED_OWNERS_ONLY_TEXT. */
  mayReview: boolean;
  /** The signed-in customer the review will be from; the form then asks for no name or e-mail. */
  reviewer: { name: string; email: string } | null;
  showVerifiedLabel: boolean;
};

export const OPEN_REVIEW_ACCESS: ReviewAccess = { mayReview: true, reviewer: null, showVerifiedLabel: true };
