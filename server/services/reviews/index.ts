import { and, avg, count, eq, inArray, or, sql } from "drizzle-orm";
import { VERIFIED_OWNER_ORDER_STATUSES } from "../../../domain/product/product-page-texts.ts";
import {
  mayReview,
  newReviewStatus,
  REVIEW_SETTINGS_DEFAULTS,
  type ReviewSettings,
  VERIFIED_OWNERS_ONLY_TEXT,
} from "../../../domain/product/review-settings.ts";
import { ServiceError } from "../errors.ts";
import type { Db } from "../../db/connect.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { orderLines, orders, products, reviews } from "../../db/schema/index.ts";

/**
 * Recomputes a product's denormalised `average_rating` and `rating_count` (what listings filter and sort
 * on) from its approved reviews, in the caller's transaction.
 */
export async function recomputeProductRating(tx: Queryable, productId: number): Promise<void> {
  const [stats] = await tx
    .select({ average: avg(reviews.rating), total: count(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")));
  const average = stats?.average ? Math.round(Number(stats.average) * 100) / 100 : 0;
  await tx
    .update(products)
    .set({ averageRating: average, ratingCount: stats?.total ?? 0 })
    .where(eq(products.id, productId));
}

export type ReviewService = ReturnType<typeof createReviewService>;

/** A review as the form sends it, validated at the edge: a rating of 1–5, or none where ratings are optional. */
export type ReviewSubmission = { rating: number | null; content: string; authorName: string; authorEmail: string };
export type SubmittedReview = { id: number; productId: number; status: "pending" | "approved" };
/** The shop's review settings in force, and the signed-in customer sending the review (their name and e-mail are used). */
export type ReviewContext = {
  settings?: Pick<ReviewSettings, "requireApproval" | "verifiedOwnersOnly">;
  customer?: { id: number; email: string; displayName: string } | null;
};

/** Whether a paid order for the product was placed by this customer (or, for a guest's review, this e-mail). */
async function ownsProduct(tx: Queryable, productId: number, who: { customerId: number | null; email: string }): Promise<boolean> {
  const byEmail = sql`lower(${orders.email}) = lower(${who.email})`;
  const [bought] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orderLines.productId, productId),
        who.customerId === null ? byEmail : or(eq(orders.customerId, who.customerId), byEmail),
        inArray(orders.status, [...VERIFIED_OWNER_ORDER_STATUSES]),
      ),
    )
    .limit(1);
  return bought !== undefined;
}

/**
 * Shoppers' reviews. A new review waits for moderation (status pending) while the shop requires approval,
 * and does not count towards the product's rating until approved; approving it recomputes the denormalised `average_rating` and `rating_count` that
 * listings filter and sort on, in the same transaction.
 */
export function createReviewService(db: Db) {
  /**
   * Stores a review, pending or published at once as the settings say (a published one counts towards the
   * rating in the same transaction). A signed-in customer's review carries their account's name and e-mail.
   * Null when no published product has that slug; a `forbidden` ServiceError when the shop takes reviews from verified
   * owners only and the sender is not one.
   */
  async function submitReview(productSlug: string, input: ReviewSubmission, context: ReviewContext = {}): Promise<SubmittedReview | null> {
    const settings = context.settings ?? REVIEW_SETTINGS_DEFAULTS;
    const customer = context.customer ?? null;
    const author = customer
      ? { authorName: customer.displayName, authorEmail: customer.email }
      : { authorName: input.authorName, authorEmail: input.authorEmail };
    return db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, productSlug), eq(products.status, "publish")))
        .limit(1);
      if (!product) return null;
      const verified = await ownsProduct(tx, product.id, { customerId: customer?.id ?? null, email: author.authorEmail });
      if (!mayReview(settings, { signedIn: customer !== null, verifiedOwner: verified }).ok) {
        throw new ServiceError("forbidden", "verified_owners_only", VERIFIED_OWNERS_ONLY_TEXT);
      }
      const status = newReviewStatus(settings);
      const [row] = await tx
        .insert(reviews)
        .values({ productId: product.id, customerId: customer?.id ?? null, ...author, rating: input.rating, content: input.content, status, verified })
        .returning({ id: reviews.id });
      if (status === "approved") await recomputeProductRating(tx, product.id);
      return { id: row!.id, productId: product.id, status };
    });
  }

  /** Whether this signed-in customer may review the product under these settings (the product page asks before showing the form). */
  async function canReview(
    productId: number,
    settings: Pick<ReviewSettings, "verifiedOwnersOnly">,
    customer: { id: number; email: string } | null,
  ): Promise<boolean> {
    if (!settings.verifiedOwnersOnly) return true;
    if (!customer) return false;
    return ownsProduct(db, productId, { customerId: customer.id, email: customer.email });
  }

  /** Approves a review and recomputes its product's rating; false when there is no such review. */
  async function approveReview(id: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [review] = await tx.update(reviews).set({ status: "approved" }).where(eq(reviews.id, id)).returning({ productId: reviews.productId });
      if (!review) return false;
      await recomputeProductRating(tx, review.productId);
      return true;
    });
  }

  return { submitReview, canReview, approveReview };
}
